/**
 * "How it works" in English (/docs/index.html) and German (/docs/de/): the intro
 * (docs/intro.html, docs/intro.de.html) with generated tables, then one section per rule
 * (id = the rule's docs anchor) from docs/rules.json (the docs bundle `npm run generate`
 * writes from the rule folders), with the engine's real findings for every bad example.
 * The German page shows the German examples, with the findings' messages in German.
 * Rendered once at start.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { analyse, highlight, RULES, type AnalysisResult, type Finding, type FindingType } from "../../engine/index.js";
import { configSchemas } from "../../schemas/generated/schemas.js";
import { PROJECT_ROOT } from "../options.js";
import { html, page, raw, type DocsLanguage, type Raw } from "./html.js";
import { loadRuleDocs, type RuleDoc, type RuleExample } from "./rule-docs.js";

const EARS_PATTERNS: [pattern: string, en: string, de: string][] = [
  ["ubiquitous", "The <system> shall <response>.", "Das <System> muss <Reaktion>."],
  ["event-driven", "When <trigger>, the <system> shall <response>.", "Wenn <Auslöser>, muss das <System> <Reaktion>."],
  ["state-driven", "While <state>, the <system> shall <response>.", "Solange <Zustand>, muss das <System> <Reaktion>."],
  ["unwanted-behaviour", "If <trigger>, then the <system> shall <response>.", "Falls <Auslöser>, (dann) muss das <System> <Reaktion>."],
  ["optional-feature", "Where <feature>, the <system> shall <response>.", "Sofern <Merkmal>, muss das <System> <Reaktion>."],
  ["complex", "While <state>, when <trigger>, the <system> shall <response>.", "Solange <Zustand>, wenn <Auslöser>, muss das <System> <Reaktion>."],
];

/** The page's own words, per language; everything else comes from docs/ and the rule folders. */
const TEXTS = {
  en: {
    pageTitle: "How Reqlens works",
    intro: "intro.html",
    howItWorks: "How it works",
    rating: "Rating",
    ears: "EARS patterns",
    languages: "Languages",
    commandLine: "Command line and CI",
    rules: "Rules",
    apiReference: "API reference",
    api: "API",
    apiText: "Every endpoint, its parameters and its answers are described in the",
    apiGenerated: ", generated from the server's schemas (also as",
    noDocs: "This rule has no documentation yet.",
    settings: "Settings",
    examples: "Examples",
    instead: "Instead of",
    write: "Write",
    improvement: "Improvement",
    costs: (stars: number) => `: costs ${stars} star${stars === 1 ? "" : "s"} by default`,
    starsOf: (rating: number) => `${rating} of 5`,
    costHeads: ["Improvement", "Key", "Stars it costs"],
    off: "off",
    earsHeads: ["Pattern", "English", "German"],
  },
  de: {
    pageTitle: "So funktioniert Reqlens",
    intro: "intro.de.html",
    howItWorks: "So funktioniert es",
    rating: "Bewertung",
    ears: "EARS-Muster",
    languages: "Sprachen",
    commandLine: "Kommandozeile und CI",
    rules: "Regeln",
    apiReference: "API-Referenz",
    api: "API",
    apiText: "Jeder Endpunkt, seine Parameter und seine Antworten sind in der",
    apiGenerated: " beschrieben (auf Englisch), erzeugt aus den Schemas des Servers (auch als",
    noDocs: "Diese Regel ist noch nicht beschrieben.",
    settings: "Einstellungen",
    examples: "Beispiele",
    instead: "Statt",
    write: "Besser",
    improvement: "Verbesserung",
    costs: (stars: number) => `: kostet standardmäßig ${stars} Stern${stars === 1 ? "" : "e"}`,
    starsOf: (rating: number) => `${rating} von 5`,
    costHeads: ["Verbesserung", "Schlüssel", "Kosten in Sternen"],
    off: "aus",
    earsHeads: ["Muster", "Englisch", "Deutsch"],
  },
} satisfies Record<DocsLanguage, unknown>;

type Texts = (typeof TEXTS)[DocsLanguage];

type Section = { anchor: string; title: string; doc: RuleDoc | null; findingType: string; improvementKey: string };

/** Rules in the registry's order, then documented checks outside it (gibberish). */
function sections(docs: RuleDoc[], language: DocsLanguage): Section[] {
  const byAnchor = new Map(docs.map((d) => [d.anchor, d]));
  const titleOf = (doc: RuleDoc) => (language === "de" ? doc.de.title : doc.title);
  const list: Section[] = RULES.map((rule) => {
    const doc = byAnchor.get(rule.meta.docsAnchor) ?? null;
    return {
      anchor: rule.meta.docsAnchor,
      title: doc ? titleOf(doc) : rule.meta.key,
      doc,
      findingType: rule.meta.findingType,
      improvementKey: rule.meta.key,
    };
  });
  const inRegistry = new Set(list.map((s) => s.anchor));
  for (const doc of docs) {
    if (!inRegistry.has(doc.anchor)) {
      list.push({ anchor: doc.anchor, title: titleOf(doc), doc, findingType: doc.findingType, improvementKey: doc.improvementKey });
    }
  }
  return list;
}

function analyseSafely(example: RuleExample, text: string, language: DocsLanguage): AnalysisResult | null {
  try {
    return analyse(text, { language: example.language, messageLanguage: language });
  } catch {
    return null;
  }
}

function stars(rating: number, t: Texts): Raw {
  return html`<span class="stars" title="${t.starsOf(rating)}">${"★".repeat(rating)}${"☆".repeat(5 - rating)}</span>`;
}

function findingsOf(result: AnalysisResult, type: string): Omit<Finding, "findingType">[] {
  return result.classifications.find((c) => c.classificationKey === type)?.findings ?? [];
}

function renderExample(example: RuleExample, findingType: string, language: DocsLanguage): Raw {
  const t = TEXTS[language];
  const bad = analyseSafely(example, example.bad, language);
  const good = analyseSafely(example, example.good, language);
  const badFindings = bad ? findingsOf(bad, findingType) : [];
  const marked = highlight(
    example.bad,
    badFindings.map((f) => ({ ...f, findingType: findingType as FindingType })),
  );
  return html`<div class="example" lang="${example.language}">
    <div class="row bad" lang="${language}">
      <span class="label">${t.instead}</span><span class="badge">${example.language}</span>
      <span lang="${example.language}">${raw(marked)}</span> ${bad ? stars(bad.rating, t) : ""}
      ${
        badFindings.length
          ? html`<ul>
              ${badFindings.map(
                (f) =>
                  html`<li>
                    <q lang="${example.language}">${f.text}</q> (${f.start}–${f.end}):
                    ${f.message}${f.replacement ? html` → <q lang="${example.language}">${f.replacement}</q>` : ""}
                  </li>`,
              )}
            </ul>`
          : ""
      }
    </div>
    <div class="row good" lang="${language}">
      <span class="label">${t.write}</span><span lang="${example.language}">${example.good}</span> ${good ? stars(good.rating, t) : ""}
    </div>
    <div class="row why">${example.why}</div>
  </div>`;
}

/** The settings editors that belong to a section: English from the configuration schemas, German from the bundle. */
function settingsOf(section: Section, language: DocsLanguage): Raw[] {
  const items =
    language === "de"
      ? (section.doc?.de.settingItems ?? [])
      : Object.entries(configSchemas)
          .filter(([, schema]) => (schema as { "x-docsAnchor"?: string })["x-docsAnchor"] === section.anchor)
          .map(([route, schema]) => ({ route, title: schema.title, description: schema.description ?? "" }));
  return items.map((item) => html`<li><b>${item.title}</b> <code>${item.route}</code>: ${item.description}</li>`);
}

function renderSection(section: Section, costs: Record<string, { enabled: boolean; rating: number }>, language: DocsLanguage): Raw {
  const t = TEXTS[language];
  const { doc } = section;
  const cost = costs[section.improvementKey];
  const settings = settingsOf(section, language);
  const texts = doc ? (language === "de" ? doc.de : doc) : null;
  // The German page shows the German examples: their explanations are German.
  const examples = doc ? doc.examples.filter((e) => language === "en" || e.language === language) : [];
  return html`<section id="${section.anchor}">
    <h2>${section.title} <span class="badge">${section.findingType}</span></h2>
    ${texts ? html`<p>${texts.summary}</p>` : html`<p class="muted">${t.noDocs}</p>`}
    <h3>${t.settings}</h3>
    ${texts ? html`<p>${texts.settings}</p>` : ""}
    ${
      settings.length
        ? html`<ul>
            ${settings}
          </ul>`
        : ""
    }
    <p class="muted">${t.improvement} <code>${section.improvementKey}</code>${cost ? t.costs(cost.rating) : ""}.</p>
    ${
      examples.length
        ? html`<h3>${t.examples}</h3>
            ${examples.map((e) => renderExample(e, section.findingType, language))}`
        : ""
    }
  </section>`;
}

export function renderIndex(docs: RuleDoc[] = loadRuleDocs(), language: DocsLanguage = "en"): string {
  const t = TEXTS[language];
  const list = sections(docs, language);
  const costs: Record<string, { enabled: boolean; rating: number }> = configSchemas.improvements["x-defaults"].en;
  const titleOf = new Map(list.map((s) => [s.improvementKey, s]));
  const costTable = html`<table>
    <thead>
      <tr>
        ${t.costHeads.map((head) => html`<th>${head}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${Object.entries(costs).map(([key, value]) => {
        const section = titleOf.get(key);
        return html`<tr>
          <td>${section ? html`<a href="#${section.anchor}">${section.title}</a>` : key}</td>
          <td><code>${key}</code></td>
          <td>${value.enabled ? value.rating : t.off}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;
  const earsTable = html`<table>
    <thead>
      <tr>
        ${t.earsHeads.map((head) => html`<th>${head}</th>`)}
      </tr>
    </thead>
    <tbody>
      ${EARS_PATTERNS.map(
        ([pattern, en, de]) =>
          html`<tr>
            <td><code>${pattern}</code></td>
            <td lang="en">${en}</td>
            <td lang="de">${de}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
  const intro = readFileSync(join(PROJECT_ROOT, "docs", t.intro), "utf8")
    .replace("<!-- rating-costs -->", costTable.html)
    .replace("<!-- ears-patterns -->", earsTable.html);
  const nav = html`<ul>
    <li>
      <a href="#how-it-works">${t.howItWorks}</a>
      <ul>
        <li><a href="#rating">${t.rating}</a></li>
        <li><a href="#ears">${t.ears}</a></li>
        <li><a href="#languages">${t.languages}</a></li>
      </ul>
    </li>
    <li><a href="#command-line">${t.commandLine}</a></li>
    <li>
      <a href="#rules">${t.rules}</a>
      <ul>
        ${list.map((s) => html`<li><a href="#${s.anchor}">${s.title}</a></li>`)}
      </ul>
    </li>
    <li><a href="/docs/api.html">${t.apiReference}</a></li>
  </ul>`;
  const body = html`${raw(intro)}
    <div id="rules">${list.map((s) => renderSection(s, costs, language))}</div>
    <section id="api">
      <h2>${t.api}</h2>
      <p>${t.apiText} <a href="/docs/api.html">${t.apiReference}</a>${t.apiGenerated} <a href="/docs/openapi.json">OpenAPI 3</a>).</p>
    </section>`;
  return page(t.pageTitle, nav, body, { language, alternates: true });
}
