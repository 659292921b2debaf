/**
 * Every configurable entity the server knows: the settings of every rule folder
 * (engine/rules/<rule>/), those of schemas/config, and the improvements, all generated
 * into schemas/generated/schemas.ts by `npm run generate`. One validator per entity,
 * compiled from the same JSON Schema the console renders, so a stored setting always
 * passes the rule's bounds, steps, enums and required fields.
 */
import type { FastifySchemaValidationError } from "fastify/types/schema.js";
import { Ajv, type ValidateFunction } from "ajv";
import {
  completeConfiguration,
  isLanguageAware,
  RULE_NAMES,
  RULES,
  type ConfigRuleName,
  type ConfigurationFile,
  type Language,
} from "../../../engine/index.js";
import { configSchemas } from "../../../schemas/generated/schemas.js";
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
  /** "existence" or "substitution" for a word-list rule, "builtin" for the rest. */
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
  /** A stored configuration completed with the defaults of rules it does not know yet. */
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

export function createRuleRegistry(): RuleRegistry {
  const kinds = new Map(RULES.filter((r) => r.meta.route !== null).map((r) => [r.meta.route, r.meta.kind]));
  const list: RuleDescriptor[] = RULE_NAMES.map((name) => {
    const schema = configSchemas[name] as unknown as Record<string, unknown>;
    return {
      name,
      title: String(schema.title),
      description: typeof schema.description === "string" ? schema.description : null,
      languageAware: isLanguageAware(name),
      docsAnchor: String(schema["x-docsAnchor"]),
      improvementKey: typeof schema["x-improvementKey"] === "string" ? schema["x-improvementKey"] : null,
      kind: kinds.get(name) ?? "builtin",
      schema,
    };
  });
  const byName = new Map(list.map((d) => [d.name, d]));

  // Steps such as 0.1 need a tolerance: 0.3 / 0.1 is not a whole number in floating point.
  const ajv = new Ajv({ strict: false, allErrors: false, multipleOfPrecision: 9 });
  const validators = new Map<string, ValidateFunction>();
  for (const descriptor of list) {
    // `npm run generate` has checked that the defaults pass their schema.
    validators.set(descriptor.name, ajv.compile({ ...descriptor.schema, $id: undefined }));
  }

  return {
    list,
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
    complete: completeConfiguration,
    read(file, name, language) {
      const descriptor = byName.get(name)!;
      const value = (file as unknown as Record<string, unknown>)[name];
      if (value === undefined) return this.schemaDefault(name, language);
      return descriptor.languageAware ? ((value as Record<Language, unknown>)[language] ?? this.schemaDefault(name, language)) : value;
    },
    write(file, name, language, value) {
      const copy = clone(file) as unknown as Record<string, unknown>;
      if (isLanguageAware(name as ConfigRuleName)) {
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
    fastify.decorate("ruleRegistry", createRuleRegistry());
  },
  { name: "rules" },
);
