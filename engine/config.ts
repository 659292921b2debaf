/**
 * Configurations. A configuration file holds every rule's settings; the settings of
 * language-aware rules are kept per language. The engine works on one language's
 * resolved settings (EngineConfig). Defaults come from the schemas' x-defaults.
 */
import { configSchemas } from "../schemas/generated/schemas.js";
import type { ConfigRuleName, RuleSettings } from "../schemas/generated/types.js";

export type { ConfigRuleName, RuleSettings };

/** Settings of one configuration for one language, as the rules read them. */
export type EngineConfig = RuleSettings;

/** A stored configuration: language-aware rules keep one value per language. */
export type ConfigurationFile = {
  [K in ConfigRuleName]: (typeof configSchemas)[K]["x-languageAware"] extends true ? Record<Language, RuleSettings[K]> : RuleSettings[K];
};

/** The languages the engine reads. */
export type Language = "en" | "de";

export const LANGUAGES: readonly Language[] = ["en", "de"];
export const RULE_NAMES = Object.keys(configSchemas) as ConfigRuleName[];
/** The entities that are a rule's settings (engine/rules/<rule>/), as opposed to schemas/config's and the improvements. */
const RULE_SETTINGS = RULE_NAMES.filter((name) => "x-improvementKey" in configSchemas[name]);

export function isLanguageAware(rule: ConfigRuleName): boolean {
  return configSchemas[rule]["x-languageAware"] === true;
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/** Factory default of one rule for one language. */
export function factoryDefault<K extends ConfigRuleName>(rule: K, language: Language): RuleSettings[K] {
  const defaults = configSchemas[rule]["x-defaults"] as unknown as Record<Language, RuleSettings[K]>;
  return clone(defaults[language]);
}

/** The factory-default configuration file. */
export function defaultConfigurationFile(): ConfigurationFile {
  const file: Record<string, unknown> = {};
  for (const rule of RULE_NAMES) {
    file[rule] = isLanguageAware(rule) ? { en: factoryDefault(rule, "en"), de: factoryDefault(rule, "de") } : factoryDefault(rule, "en");
  }
  return file as ConfigurationFile;
}

const resolved = new WeakMap<ConfigurationFile, Partial<Record<Language, EngineConfig>>>();

/** One language's settings of a configuration file (cached per file object). */
export function resolveConfig(file: ConfigurationFile, language: Language): EngineConfig {
  let perLanguage = resolved.get(file);
  if (!perLanguage) resolved.set(file, (perLanguage = {}));
  const cached = perLanguage[language];
  if (cached) return cached;
  const config: Record<string, unknown> = {};
  for (const rule of RULE_NAMES) {
    const value = (file as Record<string, unknown>)[rule];
    config[rule] = isLanguageAware(rule) ? (value as Record<Language, unknown>)[language] : value;
  }
  return (perLanguage[language] = config as unknown as EngineConfig);
}

/**
 * A stored configuration completed with the defaults of what it does not hold yet: the
 * settings of rules added since it was saved, and their star costs. Returns the same
 * object when nothing was missing.
 */
export function completeConfiguration(file: ConfigurationFile): ConfigurationFile {
  const stored = file as Record<string, unknown>;
  const missing = RULE_SETTINGS.filter(
    (rule) => stored[rule] === undefined || (isLanguageAware(rule) && !(stored[rule] as Partial<Record<Language, unknown>>).de),
  );
  const costs = stored.improvements as Record<string, unknown> | undefined;
  const defaultCosts = configSchemas.improvements["x-defaults"].en as Record<string, unknown>;
  const missingCosts = costs ? Object.keys(defaultCosts).filter((key) => costs[key] === undefined) : [];
  if (missing.length === 0 && missingCosts.length === 0) return file;
  const completed: Record<string, unknown> = { ...stored };
  for (const rule of missing) {
    completed[rule] = isLanguageAware(rule)
      ? { en: factoryDefault(rule, "en"), de: factoryDefault(rule, "de"), ...(stored[rule] as object | undefined) }
      : factoryDefault(rule, "en");
  }
  if (missingCosts.length > 0) completed.improvements = { ...clone(defaultCosts), ...costs };
  return completed as ConfigurationFile;
}

/** The default configuration for one language. */
export function defaultConfig(language: Language): EngineConfig {
  return resolveConfig(defaultConfigurationFile(), language);
}

/**
 * Derived data per configuration (compiled word sets, matchers). Rules call
 * `perConfig(build)` once at module level and then `get(config)` on the hot path.
 */
export function perConfig<T>(build: (config: EngineConfig) => T): (config: EngineConfig) => T {
  const cache = new WeakMap<EngineConfig, T>();
  return (config) => {
    let value = cache.get(config);
    if (value === undefined) {
      value = build(config);
      cache.set(config, value);
    }
    return value;
  };
}
