/** The engine's public surface. Pure TypeScript: runs in the server, scripts and the browser. */
export { analyse, classify, type AnalyseOptions } from "./analyse.js";
export { suggest } from "./suggest.js";
export {
  defaultConfig,
  completeConfiguration,
  defaultConfigurationFile,
  factoryDefault,
  isLanguageAware,
  resolveConfig,
  LANGUAGES,
  RULE_NAMES,
  type ConfigurationFile,
  type ConfigRuleName,
  type EngineConfig,
} from "./config.js";
export { detectLanguage } from "./language.js";
export { escapeHtml, findingClass, highlight } from "./highlight.js";
export { tokenize } from "./tokenize.js";
export { RULES } from "./rules/index.js";
export { ruleNames, ruleSchemaProblems, type RuleNames, type RuleSchema, type WordListKind } from "./rules/rule-schema.js";
export * from "./types.js";
