/** The engine's public surface. Pure TypeScript: runs in the server, scripts and the browser. */
export { analyse, classify, type AnalyseOptions } from "./analyse.js";
export { suggest } from "./suggest.js";
export {
  defaultConfig,
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
export {
  buildSchemaRule,
  ruleSchemaProblems,
  withSchemaRuleDefaults,
  SCHEMA_RULES,
  type RuleSchema,
  type SchemaRule,
} from "./schema-rules.js";
export * from "./types.js";
