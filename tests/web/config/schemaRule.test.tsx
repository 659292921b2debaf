/**
 * A word-list rule reaches the console with no TypeScript for it: its menu entry comes
 * from GET /rules, and its editor is rendered from its settings schema and validated by
 * validators compiled from that schema (here the way `npm run generate` compiles them,
 * from a rule folder that exists only as a test fixture).
 */
import { createRequire } from "node:module";
import { resolve } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { AdminContext, memoryStore, type AuthProvider, type DataProvider } from "react-admin";
import { compileSchemaValidatorsCode } from "@rjsf/validator-ajv8/compileSchemaValidators";
import { englishTestProvider } from "../i18n";
import { ConfigMenu } from "../../../src/custom-pages/config/ConfigMenu";
import { ConsoleProvider } from "../../../src/custom-pages/config/ConsoleContext";
import { renderRuleEditor } from "./ruleEditorHarness";
import { bundledRules, type RuleInfo } from "../../../src/custom-pages/config/configApi";
import { formSchemaOf } from "../../../scripts/lib/rule-validators";
import { readRuleFolders, settingsSchemas } from "../../../scripts/generate/rules";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
vi.setConfig({ testTimeout: 30_000 });

const schema = settingsSchemas(readRuleFolders(resolve("tests/fixtures/rule-folders"))).find((s) => s.$id === "hedges")!;
// What GET /rules answers for it.
const hedges: RuleInfo = { name: "hedges", title: "Hedging words", languageAware: true, docsAnchor: "hedges", improvementKey: "hedges", schema };

/** ajv's standalone validators for the form schema, loaded as CommonJS (tests run without the CSP). */
function compiledValidators() {
  const formSchema = formSchemaOf(schema);
  const code = compileSchemaValidatorsCode(formSchema as never);
  const module = { exports: {} as Record<string, (data: unknown) => boolean> };
  new Function("require", "exports", "module", code)(createRequire(resolve("package.json")), module.exports, module);
  return { validateFns: module.exports, formSchema };
}

const admin: AuthProvider = {
  login: async () => {},
  logout: async () => false as const,
  checkAuth: async () => {},
  checkError: async () => {},
  getIdentity: async () => ({ id: "admin", fullName: "admin", roles: ["ROLE_ADMINISTRATOR"] }),
};
const configs = {
  getList: async () => ({ data: [{ id: "default", configId: "default", isDefault: true }] as never, total: 1 }),
} as unknown as DataProvider;

describe("a rule defined by a schema alone", () => {
  it("gets its menu entry in every configuration", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("[]", { status: 200, headers: { "Content-Type": "application/json" } })),
    );
    render(
      <MemoryRouter initialEntries={["/config"]}>
        <AdminContext i18nProvider={englishTestProvider} authProvider={admin} dataProvider={configs} store={memoryStore()}>
          <ConsoleProvider>
            <ConfigMenu user={{ userName: "admin", roles: ["ROLE_ADMINISTRATOR"] }} rules={[...bundledRules(), hedges]} />
          </ConsoleProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    const link = (await screen.findAllByTestId("rule-link-hedges"))[0];
    expect(link.getAttribute("href")).toBe("/config/default/hedges");
    expect(link.textContent).toContain("Hedging words");
  });

  it("gets an editor from its schema that adds a word and saves it", async () => {
    const stored = { words: ["generally", "in principle"] };
    const api = {
      readRule: vi.fn(async () => structuredClone(stored)),
      saveRule: vi.fn(async (_configId: string, _rule: string, _language: unknown, body: unknown) => body),
      factoryDefaults: vi.fn(async () => ({ words: ["generally", "in principle", "basically"] })),
    };
    renderRuleEditor(hedges, "Hedging words", api, { loadValidator: async () => compiledValidators() });
    const list = await screen.findByTestId("list-words");
    expect(within(list).getAllByTestId("list-item")).toHaveLength(2);
    const save = (await screen.findByTestId("rule-save")) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    const input = within(list).getByTestId("list-add-input");
    fireEvent.change(input, { target: { value: "as a rule" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(within(list).getAllByTestId("list-item")).toHaveLength(3));
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(api.saveRule).toHaveBeenCalled());
    expect(api.saveRule.mock.calls[0][1]).toBe("hedges");
    expect(api.saveRule.mock.calls[0][3]).toEqual({ words: ["generally", "in principle", "as a rule"] });
  });
});
