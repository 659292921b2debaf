/**
 * Configurations. A configuration file holds every rule's settings; the settings of
 * language-aware rules are kept per language. The engine works on one language's
 * resolved settings (EngineConfig). Defaults come from the schemas' x-defaults.
 */
import { configSchemas } from "../schemas/generated/schemas.js";
import type { ConfigRuleName, RuleSettings } from "../schemas/generated/types.js";

export type { ConfigRuleName, RuleSettings };

/** Settings of one configuration for one language, as the rules read them. */
export type EngineConfig = RuleSettings & {
  /** Settings of rules defined by a schema alone (schemas/rules/), keyed by rule name. */
  extra?: Record<string, unknown>;
};

/** A stored configuration: language-aware rules keep one value per language. */
export type ConfigurationFile = {
  [K in ConfigRuleName]: (typeof configSchemas)[K]["x-languageAware"] extends true
    ? Record<Language, RuleSettings[K]>
    : RuleSettings[K];
} & { extra?: Record<string, Record<Language, unknown>> };

/** The languages the engine reads. */
export type Language = "en" | "de";

export const LANGUAGES: readonly Language[] = ["en", "de"];
export const RULE_NAMES = Object.keys(configSchemas) as ConfigRuleName[];

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
    file[rule] = isLanguageAware(rule)
      ? { en: factoryDefault(rule, "en"), de: factoryDefault(rule, "de") }
      : factoryDefault(rule, "en");
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
  if (file.extra) {
    config.extra = Object.fromEntries(Object.entries(file.extra).map(([k, v]) => [k, v[language]]));
  }
  return (perLanguage[language] = config as unknown as EngineConfig);
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
