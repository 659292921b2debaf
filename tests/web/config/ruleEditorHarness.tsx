/**
 * Renders a rule page's editor inside react-admin's contexts, with the console's own
 * auth provider and data provider (its `rules` resource) over an HTTP client that answers the rule
 * routes from the given calls, so that the tests see what the editor sends per rule.
 */
import { render } from "@testing-library/react";
import { AdminContext, memoryStore } from "react-admin";
import { englishTestProvider } from "../i18n";
import { RuleEditor, type RuleEditorProps } from "../../../src/custom-pages/config/rules/RuleEditor";
import type { RuleInfo } from "../../../src/custom-pages/config/configApi";
import { createDataProvider } from "../../../src/providers/dataProvider";
import { authProvider } from "../../../src/providers/authProvider";

export interface RuleCalls {
  readRule: (configId: string, rule: string, language: string | null) => Promise<unknown>;
  saveRule: (configId: string, rule: string, language: string | null, body: unknown) => Promise<unknown>;
  factoryDefaults: (language: string, rule: string) => Promise<unknown>;
}

/** The console's data provider, its rule routes answered by `calls`. */
export function ruleDataProvider(calls: RuleCalls) {
  return createDataProvider("/api/v2", async (url, options = {}) => {
    const parsed = new URL(url, "http://localhost");
    const [, configId, rule] = /^\/api\/v2\/configfile\/([^/]+)\/([^/]+)$/.exec(parsed.pathname) ?? [];
    if (!configId) throw new Error(`unexpected call ${url}`);
    const language = parsed.searchParams.get("languageCode");
    const json =
      options.method === "PUT"
        ? await calls.saveRule(decodeURIComponent(configId), decodeURIComponent(rule), language, JSON.parse(String(options.body)))
        : await calls.readRule(decodeURIComponent(configId), decodeURIComponent(rule), language);
    return { status: 200, headers: new Headers(), body: JSON.stringify(json), json };
  });
}

export function renderRuleEditor(
  rule: RuleInfo,
  title: string,
  calls: RuleCalls,
  props: Partial<Pick<RuleEditorProps, "loadValidator" | "onSignedIn" | "language">> = {},
) {
  return render(
    <AdminContext dataProvider={ruleDataProvider(calls)} authProvider={authProvider} i18nProvider={englishTestProvider} store={memoryStore()}>
      <RuleEditor
        configId="default"
        sections={[{ rule, title }]}
        language={props.language ?? "en"}
        loadValidator={props.loadValidator}
        onSignedIn={props.onSignedIn}
        factoryDefaults={calls.factoryDefaults as RuleEditorProps["factoryDefaults"]}
      />
    </AdminContext>,
  );
}
