/**
 * /docs/index.html, "How it works": the intro (docs/intro.html) with generated tables,
 * then one section per rule (id = the rule's docs anchor) from docs/rules.json (the docs
 * bundle `npm run generate` writes from the rule folders), with the engine's real
 * findings for every bad example. Rendered once at start.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { analyse, highlight, RULES, type AnalysisResult, type Finding, type FindingType } from "../../engine/index.js";
import { configSchemas } from "../../schemas/generated/schemas.js";
import { PROJECT_ROOT } from "../options.js";
import { html, page, raw, type Raw } from "./html.js";
import { loadRuleDocs, type RuleDoc, type RuleExample } from "./rule-docs.js";

const EARS_PATTERNS: [pattern: string, en: string, de: string][] = [
  ["ubiquitous", "The <system> shall <response>.", "Das <System> muss <Reaktion>."],
  ["event-driven", "When <trigger>, the <system> shall <response>.", "Wenn <Auslöser>, muss das <System> <Reaktion>."],
  ["state-driven", "While <state>, the <system> shall <response>.", "Solange <Zustand>, muss das <System> <Reaktion>."],
  ["unwanted-behaviour", "If <trigger>, then the <system> shall <response>.", "Falls <Auslöser>, (dann) muss das <System> <Reaktion>."],
  ["optional-feature", "Where <feature>, the <system> shall <response>.", "Sofern <Merkmal>, muss das <System> <Reaktion>."],
  ["complex", "While <state>, when <trigger>, the <system> shall <response>.", "Solange <Zustand>, wenn <Auslöser>, muss das <System> <Reaktion>."],
];

type Section = { anchor: string; title: string; doc: RuleDoc | null; findingType: string; improvementKey: string };

/** Rules in the registry's order, then documented checks outside it (gibberish). */
function sections(docs: RuleDoc[]): Section[] {
  const byAnchor = new Map(docs.map((d) => [d.anchor, d]));
  const list: Section[] = RULES.map((rule) => {
    const doc = byAnchor.get(rule.meta.docsAnchor) ?? null;
    return {
      anchor: rule.meta.docsAnchor,
      title: doc?.title ?? rule.meta.key,
      doc,
      findingType: rule.meta.findingType,
      improvementKey: rule.meta.key,
    };
  });
  const inRegistry = new Set(list.map((s) => s.anchor));
  for (const doc of docs) {
    if (!inRegistry.has(doc.anchor)) {
      list.push({ anchor: doc.anchor, title: doc.title, doc, findingType: doc.findingType, improvementKey: doc.improvementKey });
    }
  }
  return list;
}

function analyseSafely(example: RuleExample, text: string): AnalysisResult | null {
  try {
    return analyse(text, { language: example.language });
  } catch {
    return null;
  }
}

function stars(rating: number): Raw {
  return html`<span class="stars" title="${rating} of 5">${"★".repeat(rating)}${"☆".repeat(5 - rating)}</span>`;
}

function findingsOf(result: AnalysisResult, type: string): Omit<Finding, "findingType">[] {
  return result.classifications.find((c) => c.classificationKey === type)?.findings ?? [];
}

function renderExample(example: RuleExample, findingType: string): Raw {
  const bad = analyseSafely(example, example.bad);
  const good = analyseSafely(example, example.good);
  const badFindings = bad ? findingsOf(bad, findingType) : [];
  const marked = highlight(
    example.bad,
    badFindings.map((f) => ({ ...f, findingType: findingType as FindingType })),
  );
  return html`<div class="example" lang="${example.language}">
    <div class="row bad">
      <span class="label">Instead of</span><span class="badge">${example.language}</span> ${raw(marked)} ${bad ? stars(bad.rating) : ""}
      ${
        badFindings.length
          ? html`<ul>
              ${badFindings.map((f) => html`<li><q>${f.text}</q> (${f.start}–${f.end}): ${f.message}${f.replacement ? html` → <q>${f.replacement}</q>` : ""}</li>`)}
            </ul>`
          : ""
      }
    </div>
    <div class="row good"><span class="label">Write</span>${example.good} ${good ? stars(good.rating) : ""}</div>
    <div class="row why">${example.why}</div>
  </div>`;
}

function settingsOf(anchor: string): Raw[] {
  return Object.entries(configSchemas)
    .filter(([, schema]) => (schema as { "x-docsAnchor"?: string })["x-docsAnchor"] === anchor)
    .map(([rule, schema]) => html`<li><b>${schema.title}</b> <code>${rule}</code>: ${schema.description}</li>`);
}

function renderSection(section: Section, costs: Record<string, { enabled: boolean; rating: number }>): Raw {
  const { doc } = section;
  const cost = costs[section.improvementKey];
  const settings = settingsOf(section.anchor);
  return html`<section id="${section.anchor}">
    <h2>${section.title} <span class="badge">${section.findingType}</span></h2>
    ${doc ? html`<p>${doc.summary}</p>` : html`<p class="muted">This rule has no documentation yet.</p>`}
    <h3>Settings</h3>
    ${doc ? html`<p>${doc.settings}</p>` : ""}
    ${
      settings.length
        ? html`<ul>
            ${settings}
          </ul>`
        : ""
    }
    <p class="muted">
      Improvement <code>${section.improvementKey}</code>${cost ? html`: costs ${cost.rating} star${cost.rating === 1 ? "" : "s"} by default` : ""}.
    </p>
    ${
      doc && doc.examples.length
        ? html`<h3>Examples</h3>
            ${doc.examples.map((e) => renderExample(e, section.findingType))}`
        : ""
    }
  </section>`;
}

export function renderIndex(docs: RuleDoc[] = loadRuleDocs()): string {
  const list = sections(docs);
  const costs: Record<string, { enabled: boolean; rating: number }> = configSchemas.improvements["x-defaults"].en;
  const titleOf = new Map(list.map((s) => [s.improvementKey, s]));
  const costTable = html`<table>
    <thead>
      <tr>
        <th>Improvement</th>
        <th>Key</th>
        <th>Stars it costs</th>
      </tr>
    </thead>
    <tbody>
      ${Object.entries(costs).map(([key, value]) => {
        const section = titleOf.get(key);
        return html`<tr>
          <td>${section ? html`<a href="#${section.anchor}">${section.title}</a>` : key}</td>
          <td><code>${key}</code></td>
          <td>${value.enabled ? value.rating : "off"}</td>
        </tr>`;
      })}
    </tbody>
  </table>`;
  const earsTable = html`<table>
    <thead>
      <tr>
        <th>Pattern</th>
        <th>English</th>
        <th>German</th>
      </tr>
    </thead>
    <tbody>
      ${EARS_PATTERNS.map(
        ([pattern, en, de]) =>
          html`<tr>
            <td><code>${pattern}</code></td>
            <td>${en}</td>
            <td lang="de">${de}</td>
          </tr>`,
      )}
    </tbody>
  </table>`;
  const intro = readFileSync(join(PROJECT_ROOT, "docs", "intro.html"), "utf8")
    .replace("<!-- rating-costs -->", costTable.html)
    .replace("<!-- ears-patterns -->", earsTable.html);
  const nav = html`<ul>
    <li>
      <a href="#how-it-works">How it works</a>
      <ul>
        <li><a href="#rating">Rating</a></li>
        <li><a href="#ears">EARS patterns</a></li>
        <li><a href="#languages">Languages</a></li>
      </ul>
    </li>
    <li><a href="#command-line">Command line and CI</a></li>
    <li>
      <a href="#rules">Rules</a>
      <ul>
        ${list.map((s) => html`<li><a href="#${s.anchor}">${s.title}</a></li>`)}
      </ul>
    </li>
    <li><a href="/docs/api.html">API reference</a></li>
  </ul>`;
  const body = html`${raw(intro)}
    <div id="rules">${list.map((s) => renderSection(s, costs))}</div>
    <section id="api">
      <h2>API</h2>
      <p>
        Every endpoint, its parameters and its answers are described in the <a href="/docs/api.html">API reference</a>, generated from the server's
        schemas (also as <a href="/docs/openapi.json">OpenAPI 3</a>).
      </p>
    </section>`;
  return page("How Reqlens works", nav, body);
}
