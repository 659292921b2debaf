/**
 * analyse(text, options) -> AnalysisResult. Pure: no I/O, no Node or DOM APIs.
 * The text is segmented once; every rule of the registry reads the same context.
 */
import { defaultConfigurationFile, resolveConfig, type ConfigurationFile } from "./config.js";
import { readingOf } from "./reading/index.js";
import { earsAdvice } from "./reading/ears.js";
import { detectGibberish, GIBBERISH_MESSAGES } from "./gibberish.js";
import { highlight } from "./highlight.js";
import { detectLanguage } from "./language.js";
import { rate } from "./rating.js";
import { RULES } from "./rules/index.js";
import { tokenize } from "./tokenize.js";
import type { AnalysisResult, Classification, Finding, FindingType, IntuitionJudgement, Language, RuleContext } from "./types.js";

export interface AnalyseOptions {
  /** The configuration file; the factory defaults when absent. */
  configuration?: ConfigurationFile;
  /** The requirement's language; detected when absent. */
  language?: Language;
  /**
   * The language of the improvement texts and finding messages (the reader's interface
   * language); the requirement's language when absent. A message keeps the words it
   * quotes from the requirement; only its wording changes.
   */
  messageLanguage?: Language;
  /**
   * A language model's judgement of this very text: the intuition rule uses its score
   * instead of the local estimate. It belongs to one text, so it is never passed on to
   * other texts (suggest() re-analyses its candidates without it). A score that is not a
   * number from 0 to 1 is a caller's mistake and throws a RangeError: clamping would
   * invent a judgement, and ignoring it would hide the mistake.
   */
  intuition?: IntuitionJudgement;
}

let defaults: ConfigurationFile | undefined;

function improvementsEnabled(ctx: RuleContext, key: string): boolean {
  const setting = (ctx.config.improvements as unknown as Record<string, { enabled: boolean } | undefined>)[key];
  return setting === undefined || setting.enabled;
}

export function analyse(text: string, options: AnalyseOptions = {}): AnalysisResult {
  const intuition = options.intuition;
  if (intuition !== undefined && !(typeof intuition.score === "number" && intuition.score >= 0 && intuition.score <= 1)) {
    throw new RangeError(`intuition.score must be a number from 0 to 1, not ${String(intuition.score)}`);
  }
  const language = options.language ?? detectLanguage(text);
  const configuration = options.configuration ?? (defaults ??= defaultConfigurationFile());
  const config = resolveConfig(configuration, language);
  const { tokens, words, sentences } = tokenize(text, language);
  const findings: Finding[] = [];
  const ctx: RuleContext = { text, language, tokens, words, sentences, config, findings, intuition };

  const messageLanguage = options.messageLanguage ?? language;
  const gibberish = detectGibberish(ctx);
  if (gibberish) {
    const reword = rewording(GIBBERISH_MESSAGES[language], GIBBERISH_MESSAGES[messageLanguage]);
    const gibberishFindings = gibberish.findings.map((f) => ({ ...f, message: reword(f.message) }));
    return {
      text,
      language,
      rating: 1,
      gibberish: true,
      improvements: { gibberish: reword(gibberish.message) },
      processedText: highlight(text, gibberishFindings),
      classifications: classify(gibberishFindings),
      earsPattern: "none",
    };
  }

  const improvements: Record<string, string> = {};
  for (const rule of RULES) {
    if (!improvementsEnabled(ctx, rule.meta.key)) continue;
    const found = rule.check(ctx);
    if (found.length === 0) continue;
    const reword = rewording(rule.meta.messages[language], rule.meta.messages[messageLanguage]);
    for (const f of found) findings.push({ ...f, message: reword(f.message) });
    improvements[rule.meta.key] = rule.meta.messages[messageLanguage]?.improvement ?? rule.meta.messages[language].improvement ?? found[0].message;
  }

  const rating = rate(Object.keys(improvements), config.improvements);
  // Why the requirement follows no EARS pattern, and its EARS order: advice that costs no stars.
  const reading = readingOf(ctx).earsReading;
  const ears = earsAdvice(ctx, reading, messageLanguage);
  if (ears !== undefined) improvements.ears = ears;
  return {
    text,
    language,
    rating,
    gibberish: false,
    improvements,
    processedText: highlight(text, findings),
    classifications: classify(findings),
    earsPattern: reading.pattern,
  };
}

/**
 * Re-words a message written from one of the `from` templates with the `to` template of
 * the same key, keeping what filled its placeholders ({text}, {replacement}, {model}: the
 * requirement's own words). A message that fits no template, or the same language, is
 * kept as it is.
 */
function rewording(from: Record<string, string> | undefined, to: Record<string, string> | undefined): (message: string) => string {
  if (!from || !to || from === to) return (message) => message;
  return (message) => {
    for (const [key, template] of Object.entries(from)) {
      const target = to[key];
      if (target === undefined) continue;
      const values = placeholderValues(template, message);
      if (values) return target.replace(/\{(\w+)\}/g, (whole, name: string) => values.get(name) ?? whole);
    }
    return message;
  };
}

/** What fills each placeholder of `template` in `message`, or null when the message is not written from it. */
function placeholderValues(template: string, message: string): Map<string, string> | null {
  // Literal parts and placeholder names alternate: [literal, name, literal, name, …, literal].
  const parts = template.split(/\{(\w+)\}/);
  if (parts.length === 1) return message === template ? new Map() : null;
  const first = parts[0];
  const last = parts[parts.length - 1];
  const end = message.length - last.length;
  if (end < first.length || !message.startsWith(first) || !message.endsWith(last)) return null;
  const values = new Map<string, string>();
  let at = first.length;
  for (let i = 1; i < parts.length; i += 2) {
    const literal = parts[i + 1];
    const next = i + 2 === parts.length ? end : message.indexOf(literal, at);
    if (next < at || next > end) return null;
    values.set(parts[i], message.slice(at, next));
    at = next + literal.length;
  }
  return values;
}

/** Groups findings by type, in the registry's order, each group sorted by position. */
export function classify(findings: readonly Finding[]): Classification[] {
  const groups = new Map<FindingType, Classification>();
  for (const f of findings) {
    let group = groups.get(f.findingType);
    if (!group) groups.set(f.findingType, (group = { classificationKey: f.findingType, findings: [] }));
    const { findingType: _type, ...rest } = f;
    group.findings.push(rest);
  }
  for (const group of groups.values()) group.findings.sort((a, b) => a.start - b.start || a.end - b.end);
  return [...groups.values()];
}
