/**
 * Every configurable rule the server knows: the built-in ones (schemas/config) and the
 * rules defined by a schema alone (schemas/rules, or AppOptions.ruleSchemas in tests).
 * One validator per rule, compiled from the same JSON Schema the console renders, so
 * a stored setting always passes the rule's bounds, steps, enums and required fields,
 * and the integrity keywords (schemas/keywords.ts) the console's form checks too.
 */
import type { FastifySchemaValidationError } from "fastify/types/schema.js";
import { Ajv, type ValidateFunction } from "ajv";
import {
  buildSchemaRule,
  isLanguageAware,
  ruleSchemaProblems,
  withSchemaRuleDefaults,
  RULE_NAMES,
  type ConfigRuleName,
  type ConfigurationFile,
  type Language,
  type RuleSchema,
  type SchemaRule,
} from "../../../engine/index.js";
import { configSchemas, ruleSchemas } from "../../../schemas/generated/schemas.js";
import { integrityKeywords } from "../../../schemas/keywords.js";
import "../../admin-options.js";
import { sharedPlugin } from "../../plugin.js";
import { validationMessage } from "../../validation.js";

export interface RuleDescriptor {
  /** The {rule} of /configfile/{configId}/{rule} and /configurations/{language}/{rule}. */
  name: string;
  title: string;
  description: string | null;
  /** Settings kept per language (the calls need ?languageCode=en|de). */
  languageAware: boolean;
  /** Anchor of the rule's section in /docs/index.html. */
  docsAnchor: string;
  /** Its key in the improvements settings (star cost), or null for settings without findings of their own. */
  improvementKey: string | null;
  /** "builtin" for schemas/config, "existence" or "substitution" for schemas/rules. */
  kind: "builtin" | "existence" | "substitution";
  /** The JSON Schema of the settings (bounds, steps, enums, defaults in x-defaults). */
  schema: Record<string, unknown>;
}

export interface RuleRegistry {
  list: readonly RuleDescriptor[];
  get(name: string): RuleDescriptor | undefined;
  /** null when the value passes the rule's schema, else a message naming the field and bound. */
  validate(name: string, value: unknown): string | null;
  /** The factory default from the rule's schema. */
  schemaDefault(name: string, language: Language): unknown;
  /** Engine rules built from the rule schemas. */
  schemaRules: readonly SchemaRule[];
  /** A stored configuration completed with the defaults of schema rules it does not know yet. */
  complete(file: ConfigurationFile): ConfigurationFile;
  /** Reads one rule's settings for a language out of a configuration file. */
  read(file: ConfigurationFile, name: string, language: Language): unknown;
  /** Writes one rule's settings for a language into a copy of a configuration file. */
  write(file: ConfigurationFile, name: string, language: Language, value: unknown): ConfigurationFile;
}

declare module "fastify" {
  interface FastifyInstance {
    ruleRegistry: RuleRegistry;
  }
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** The improvements schema with one more optional entry per schema rule. */
function improvementsSchema(rules: readonly SchemaRule[]): Record<string, unknown> {
  const schema = clone(configSchemas.improvements) as unknown as Record<string, unknown> & {
    properties: Record<string, unknown>;
    "x-defaults": Record<Language, Record<string, unknown>>;
  };
  for (const rule of rules) {
    schema.properties[rule.meta.key] = { $ref: "#/definitions/improvement", title: rule.schema.title };
    for (const language of ["en", "de"] as const) {
      schema["x-defaults"][language][rule.meta.key] = { enabled: true, rating: rule.schema["x-rating"] };
    }
  }
  return schema;
}

export function createRuleRegistry(schemas: readonly Record<string, unknown>[] = ruleSchemas): RuleRegistry {
  const builtinImprovementKeys = Object.keys(configSchemas.improvements.properties);
  for (const schema of schemas) {
    const problems = ruleSchemaProblems(schema, { names: RULE_NAMES, improvementKeys: builtinImprovementKeys });
    if (problems.length > 0) throw new Error(`rule schema ${String(schema.$id)}: ${problems.join("; ")}`);
  }
  const schemaRules = schemas.map((schema) => buildSchemaRule(schema as RuleSchema));
  const list: RuleDescriptor[] = [];
  for (const name of RULE_NAMES) {
    const schema = configSchemas[name] as unknown as Record<string, unknown>;
    list.push({
      name,
      title: String(schema.title),
      description: typeof schema.description === "string" ? schema.description : null,
      languageAware: isLanguageAware(name),
      docsAnchor: String(schema["x-docsAnchor"]),
      improvementKey: typeof schema["x-improvementKey"] === "string" ? schema["x-improvementKey"] : null,
      kind: "builtin",
      schema: name === "improvements" ? improvementsSchema(schemaRules) : schema,
    });
  }
  for (const rule of schemaRules) {
    list.push({
      name: rule.name,
      title: rule.schema.title,
      description: rule.schema.description ?? null,
      languageAware: true,
      docsAnchor: rule.meta.docsAnchor,
      improvementKey: rule.meta.key,
      kind: rule.schema["x-kind"],
      schema: rule.schema,
    });
  }
  const byName = new Map(list.map((d) => [d.name, d]));
  const builtin = new Set<string>(RULE_NAMES);

  // Steps such as 0.1 need a tolerance: 0.3 / 0.1 is not a whole number in floating point.
  const ajv = new Ajv({ strict: false, allErrors: false, multipleOfPrecision: 9, keywords: integrityKeywords });
  const validators = new Map<string, ValidateFunction>();
  for (const descriptor of list) {
    validators.set(descriptor.name, ajv.compile({ ...descriptor.schema, $id: undefined }));
    for (const language of ["en", "de"] as const) {
      const defaults = (descriptor.schema["x-defaults"] as Record<Language, unknown>)[language];
      if (!validators.get(descriptor.name)!(defaults)) {
        throw new Error(`rule schema ${descriptor.name}: x-defaults.${language} does not pass the schema`);
      }
    }
  }

  return {
    list,
    schemaRules,
    get: (name) => byName.get(name),
    validate(name, value) {
      const validate = validators.get(name);
      if (!validate) return `unknown rule ${name}`;
      if (validate(value)) return null;
      const error = validate.errors![0];
      const prefixed = { ...error, instancePath: `/${name}${error.instancePath}` } as unknown as FastifySchemaValidationError;
      return validationMessage(prefixed, "body");
    },
    schemaDefault: (name, language) => clone((byName.get(name)!.schema["x-defaults"] as Record<Language, unknown>)[language]),
    complete: (file) => withSchemaRuleDefaults(file, schemaRules),
    read(file, name, language) {
      const descriptor = byName.get(name)!;
      if (!builtin.has(name)) return file.extra?.[name]?.[language] ?? this.schemaDefault(name, language);
      const value = (file as unknown as Record<string, unknown>)[name];
      if (value === undefined) return this.schemaDefault(name, language);
      return descriptor.languageAware ? ((value as Record<Language, unknown>)[language] ?? this.schemaDefault(name, language)) : value;
    },
    write(file, name, language, value) {
      const copy = clone(file) as unknown as Record<string, unknown> & { extra?: Record<string, Record<string, unknown>> };
      if (!builtin.has(name)) {
        copy.extra ??= {};
        copy.extra[name] = { ...(copy.extra[name] ?? {}), [language]: value };
      } else if (isLanguageAware(name as ConfigRuleName)) {
        copy[name] = { ...((copy[name] as Record<string, unknown>) ?? {}), [language]: value };
      } else {
        copy[name] = value;
      }
      return copy as unknown as ConfigurationFile;
    },
  };
}

export default sharedPlugin(
  async (fastify) => {
    fastify.decorate("ruleRegistry", createRuleRegistry(fastify.settings.ruleSchemas));
  },
  { name: "rules" },
);
