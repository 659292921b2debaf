/**
 * Rules defined by a schema alone (schemas/rules/<name>.schema.json): word-list rules of
 * two kinds, written once here and fed by the schema's word lists.
 *   existence     flag any of these words or phrases         settings { words: string[] }
 *   substitution  replace this with that                     settings { words: [{ replace, replacement }] }
 * A configuration keeps a schema rule's settings under `extra[<name>][<language>]` and its
 * star cost under `improvements[<improvementKey>]`; both fall back to the schema's
 * defaults, so configurations saved before the rule existed get them on read.
 * The finding type (classification key) of a schema rule is its name in upper case.
 */
import { ruleSchemas } from "../schemas/generated/schemas.js";
import type { ConfigurationFile, EngineConfig } from "./config.js";
import { compilePhrases, matchPhrases, type PhraseMatcher } from "./match.js";
import type { RuleSchema, RuleSettingsOf, Substitution } from "./rule-schema.js";
import type { Finding, FindingType, Language, Rule, RuleContext } from "./types.js";

export { ruleSchemaProblems, type RuleSchema, type SchemaRuleKind } from "./rule-schema.js";

export interface SchemaRule extends Rule {
  /** The rule name: the schema's $id, the {rule} of /configfile/{configId}/{rule}. */
  name: string;
  schema: RuleSchema;
}

function isSubstitution(entry: string | Substitution): entry is Substitution {
  return typeof entry === "object" && entry !== null;
}

/** A rule's settings for one language in a configuration, or the schema's default. */
export function schemaRuleSettings(schema: RuleSchema, config: EngineConfig, language: Language): RuleSettingsOf {
  const stored = config.extra?.[schema.$id] as RuleSettingsOf | undefined;
  return stored && Array.isArray(stored.words) ? stored : schema["x-defaults"][language];
}

export function buildSchemaRule(schema: RuleSchema): SchemaRule {
  const name = schema.$id;
  const key = schema["x-improvementKey"] ?? name;
  // Not one of the spec's finding types: the response schema admits upper-case keys of schema rules.
  const findingType = name.toUpperCase() as FindingType;
  const messages = schema["x-messages"];
  const compiled = new WeakMap<RuleSettingsOf, PhraseMatcher>();

  function matcher(settings: RuleSettingsOf, language: Language): PhraseMatcher {
    let m = compiled.get(settings);
    if (!m) {
      m = compilePhrases(settings.words.map((w) => (isSubstitution(w) ? w.replace : w)), language);
      compiled.set(settings, m);
    }
    return m;
  }

  function check(ctx: RuleContext): Finding[] {
    const settings = schemaRuleSettings(schema, ctx.config, ctx.language);
    if (settings.words.length === 0) return [];
    const template = messages[ctx.language].found;
    return matchPhrases(matcher(settings, ctx.language), ctx.tokens).map((m) => {
      const text = ctx.text.slice(m.start, m.end);
      const entry = settings.words[m.phrase];
      const replacement = isSubstitution(entry) ? entry.replacement : undefined;
      const message = template.replaceAll("{text}", text).replaceAll("{replacement}", replacement ?? "");
      return replacement === undefined
        ? { findingType, start: m.start, end: m.end, text, message }
        : { findingType, start: m.start, end: m.end, text, message, replacement };
    });
  }

  return {
    name,
    schema,
    meta: { key, findingType, docsAnchor: schema["x-docsAnchor"] ?? name, messages },
    check,
  };
}

/**
 * A configuration file completed with the defaults of the given schema rules: their
 * settings per language under `extra`, their star cost under `improvements`. Returns the
 * same object when nothing was missing.
 */
export function withSchemaRuleDefaults(file: ConfigurationFile, rules: readonly SchemaRule[]): ConfigurationFile {
  const missingSettings = rules.filter((r) => !file.extra?.[r.name]?.en || !file.extra?.[r.name]?.de);
  const improvements = file.improvements as unknown as Record<string, unknown>;
  const missingCosts = rules.filter((r) => improvements[r.meta.key] === undefined);
  if (missingSettings.length === 0 && missingCosts.length === 0) return file;
  const extra: Record<string, Record<Language, unknown>> = { ...file.extra };
  for (const rule of missingSettings) {
    const defaults = JSON.parse(JSON.stringify(rule.schema["x-defaults"])) as Record<Language, unknown>;
    extra[rule.name] = { ...defaults, ...extra[rule.name] };
  }
  const costs = { ...improvements };
  for (const rule of missingCosts) costs[rule.meta.key] = { enabled: true, rating: rule.schema["x-rating"] };
  return { ...file, extra, improvements: costs as unknown as ConfigurationFile["improvements"] };
}

/** The rules of schemas/rules/, as generated into schemas/generated/schemas.ts. */
export const SCHEMA_RULES: readonly SchemaRule[] = ruleSchemas.map((schema) => buildSchemaRule(schema as RuleSchema));
