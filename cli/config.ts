/**
 * --config FILE.json: a configuration file as the server stores it (GET /configfile/… of
 * every rule, or the console's export): `{ rule: settings }`, language-aware rules as
 * `{ en: settings, de: settings }`. Every rule present is validated against its schema
 * (schemas/generated, from schemas/config/ and the rule folders); rules left out keep
 * their factory defaults.
 */
import { readFileSync } from "node:fs";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import { configSchemas } from "../schemas/generated/schemas.js";
import { defaultConfigurationFile, isLanguageAware, LANGUAGES, RULE_NAMES, type ConfigurationFile } from "../engine/index.js";
import { UsageError } from "./errors.js";

const ajv = new Ajv({ strict: false, allErrors: false });
const validators = new Map<string, ValidateFunction>();

function describe(path: string, errors: ErrorObject[] | null | undefined): string {
  const e = errors?.[0];
  if (!e) return `${path} is not valid`;
  const where = path + e.instancePath.replace(/\//g, ".");
  if (e.keyword === "additionalProperties") return `${where}.${String(e.params.additionalProperty)} is not an allowed field`;
  if (e.keyword === "required") return `${where}.${String(e.params.missingProperty)} is required`;
  return `${where} ${e.message ?? "is not valid"}`;
}

export function loadConfiguration(file: string): ConfigurationFile {
  let raw: string;
  try {
    raw = readFileSync(file, "utf8");
  } catch (error) {
    throw new UsageError(`--config: cannot read ${file}: ${(error as Error).message}`);
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch (error) {
    throw new UsageError(`--config: ${file} is not JSON: ${(error as Error).message}`);
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) throw new UsageError(`--config: ${file} must hold a JSON object of rule settings`);
  const configuration = defaultConfigurationFile() as ConfigurationFile & Record<string, unknown>;
  const known = new Set<string>(RULE_NAMES);
  for (const [rule, value] of Object.entries(data as Record<string, unknown>)) {
    if (!known.has(rule)) throw new UsageError(`--config: ${file}: "${rule}" is not a rule; the rules are ${RULE_NAMES.join(", ")}`);
    const name = rule as (typeof RULE_NAMES)[number];
    let validate = validators.get(name);
    if (!validate) validators.set(name, (validate = ajv.compile(configSchemas[name] as object)));
    if (isLanguageAware(name)) {
      if (value === null || typeof value !== "object" || Array.isArray(value)) throw new UsageError(`--config: ${file}: ${rule} must be an object with "en" and "de" settings`);
      for (const [language, settings] of Object.entries(value as Record<string, unknown>)) {
        if (!(LANGUAGES as readonly string[]).includes(language)) throw new UsageError(`--config: ${file}: ${rule}.${language} is not a language (en, de)`);
        if (!validate(settings)) throw new UsageError(`--config: ${file}: ${describe(`${rule}.${language}`, validate.errors)}`);
      }
      configuration[rule] = { ...(configuration[rule] as object), ...(value as object) };
    } else {
      if (!validate(value)) throw new UsageError(`--config: ${file}: ${describe(rule, validate.errors)}`);
      configuration[rule] = value;
    }
  }
  return configuration;
}
