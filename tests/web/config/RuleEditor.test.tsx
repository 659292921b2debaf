/** Rule editors generated from the schemas, validated by the precompiled validators. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderRuleEditor, type RuleCalls } from "./ruleEditorHarness";
import type { RuleInfo } from "../../../src/custom-pages/config/configApi";
import { configSchemas } from "../../../schemas/generated/schemas";
import { ApiError } from "../../../src/providers/httpClient";

afterEach(cleanup);
// Whole MUI forms render in jsdom; on a busy machine that takes seconds.
vi.setConfig({ testTimeout: 30_000 });

function ruleInfo(name: keyof typeof configSchemas): RuleInfo {
  const s = configSchemas[name] as unknown as Record<string, unknown>;
  return { name, title: String(s.title), languageAware: s["x-languageAware"] === true, docsAnchor: String(s["x-docsAnchor"]) };
}

function defaults(name: keyof typeof configSchemas, language: "en" | "de" = "en"): unknown {
  return structuredClone((configSchemas[name] as unknown as { "x-defaults": Record<string, unknown> })["x-defaults"][language]);
}

function renderEditor(name: keyof typeof configSchemas, data: unknown = defaults(name), overrides: Partial<RuleCalls> = {}) {
  const api = {
    readRule: vi.fn(async () => structuredClone(data)),
    saveRule: vi.fn(async (_c: string, _r: string, _l: unknown, body: unknown) => body),
    factoryDefaults: vi.fn(async () => defaults(name)),
    ...overrides,
  };
  const onSignedIn = vi.fn();
  renderRuleEditor(ruleInfo(name), String(configSchemas[name].title), api, { onSignedIn });
  return { api, onSignedIn };
}

async function saveButton() {
  return (await screen.findByTestId("rule-save")) as HTMLButtonElement;
}

describe("gibberish editor (numbers with bounds)", () => {
  it("shows an error for maximumTokens 301 and keeps save disabled", async () => {
    renderEditor("gibberish");
    const save = await saveButton();
    expect(save.disabled).toBe(true);
    const input = screen.getByLabelText(/Maximum tokens/) as HTMLInputElement;
    expect(input.value).toBe("200");
    fireEvent.change(input, { target: { value: "301" } });
    await screen.findByText("Must be at most 300.");
    expect(save.disabled).toBe(true);
    fireEvent.change(input, { target: { value: "250" } });
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(screen.queryByText("Must be at most 300.")).toBeNull();
  });

  it("saves the changed settings and is clean afterwards", async () => {
    const { api } = renderEditor("gibberish");
    const save = await saveButton();
    fireEvent.change(screen.getByLabelText(/Minimum words/), { target: { value: "4" } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await screen.findByTestId("rule-message-success");
    expect(api.saveRule).toHaveBeenCalledWith("default", "gibberish", null, expect.objectContaining({ minimumWords: 4, maximumTokens: 200 }));
    await waitFor(() => expect(save.disabled).toBe(true));
  });

  it("shows the service-error banner instead of the form when the load fails", async () => {
    renderEditor("gibberish", null, { readRule: vi.fn(async () => Promise.reject(new Error("down"))) });
    expect((await screen.findByTestId("service-error")).textContent).toMatch(/could not be loaded/);
    expect(screen.queryByTestId("rule-save")).toBeNull();
  });

  it("loads the factory defaults into the form, which makes it dirty", async () => {
    const changed = { ...(defaults("gibberish") as object), minimumWords: 9 };
    const { api } = renderEditor("gibberish", changed);
    const save = await saveButton();
    expect((screen.getByLabelText(/Minimum words/) as HTMLInputElement).value).toBe("9");
    fireEvent.click(screen.getByTestId("rule-reset-defaults"));
    await waitFor(() => expect((screen.getByLabelText(/Minimum words/) as HTMLInputElement).value).toBe("3"));
    expect(api.factoryDefaults).toHaveBeenCalledWith("en", "gibberish");
    await waitFor(() => expect(save.disabled).toBe(false));
  });
});

describe("language-aware rules", () => {
  it("read and write with the configuration language", async () => {
    const { api } = renderEditor("negationword");
    await saveButton();
    expect(api.readRule).toHaveBeenCalledWith("default", "negationword", "en");
  });
});

describe("condition editor", () => {
  it("warns about invalid bracket settings when brackets are enforced without a bracket type", async () => {
    const data = defaults("condition") as { logicalExpression: { enforceBrackets: boolean; allowedBracketTypes: string[] } };
    data.logicalExpression.enforceBrackets = true;
    data.logicalExpression.allowedBracketTypes = ["ROUND"];
    renderEditor("condition", data);
    const save = await saveButton();
    expect(screen.queryByTestId("rule-warning")).toBeNull();
    const round = screen.getByRole("checkbox", { name: "Round ( )" });
    fireEvent.click(round);
    expect((await screen.findByTestId("rule-warning")).textContent).toMatch(/Invalid bracket settings/);
    expect(save.disabled).toBe(true);
    fireEvent.click(screen.getByRole("checkbox", { name: "Square [ ]" }));
    await waitFor(() => expect(screen.queryByTestId("rule-warning")).toBeNull());
    expect(save.disabled).toBe(false);
  });
});

describe("list editors", () => {
  it("weak words: add and remove allowed words, categories as checkboxes", async () => {
    const { api } = renderEditor("weakword");
    const save = await saveButton();
    const list = screen.getByTestId("list-allowedWeakWords");
    const input = within(list).getByTestId("list-add-input");
    fireEvent.change(input, { target: { value: "  flurbish " } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByTestId("list-item-input")
          .map((i) => (i as HTMLInputElement).value),
      ).toEqual(["flurbish"]),
    );
    // Blank entries and duplicates are not added.
    fireEvent.change(input, { target: { value: "flurbish" } });
    fireEvent.click(within(list).getByTestId("list-add-button"));
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.click(within(list).getByTestId("list-add-button"));
    expect(within(list).getAllByTestId("list-item")).toHaveLength(1);
    expect(screen.getByRole("checkbox", { name: "Loopholes" })).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox", { name: "Loopholes" }));
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await screen.findByTestId("rule-message-success");
    const body = (api.saveRule as ReturnType<typeof vi.fn>).mock.calls[0][3] as {
      allowedWeakWords: string[];
      categories: { type: string; enabled: boolean }[];
    };
    expect(body.allowedWeakWords).toEqual(["flurbish"]);
    expect(body.categories.find((c) => c.type === "loopholes")?.enabled).toBe(false);
    // Removal.
    fireEvent.click(within(list).getByTestId("list-item-remove"));
    await waitFor(() => expect(within(list).queryAllByTestId("list-item")).toHaveLength(0));
    expect(within(list).getByTestId("list-items").getAttribute("class")).toBeTruthy();
  });

  it("blacklist: a new term needs both replace and replacement, else it is discarded", async () => {
    renderEditor("blacklist", []);
    await saveButton();
    const replace = screen.getByTestId("list-add-replace");
    const replacement = screen.getByTestId("list-add-replacement");
    fireEvent.change(replace, { target: { value: "ASAP" } });
    fireEvent.click(screen.getByTestId("list-add-button"));
    expect(screen.getByTestId("list-add-rejected")).toBeTruthy();
    expect(screen.queryAllByTestId("list-item")).toHaveLength(0);
    fireEvent.change(replace, { target: { value: "ASAP" } });
    fireEvent.change(replacement, { target: { value: "within 2 hours" } });
    fireEvent.click(screen.getByTestId("list-add-button"));
    await waitFor(() => expect(screen.getAllByTestId("list-item")).toHaveLength(1));
    expect((screen.getByTestId("list-item-replacement") as HTMLInputElement).value).toBe("within 2 hours");
    expect(((await saveButton()) as HTMLButtonElement).disabled).toBe(false);
  });

  it("ignored end-of-sentence characters: one character each, duplicates not added", async () => {
    renderEditor("endofsentence", ['"']);
    await saveButton();
    const input = screen.getByTestId("list-add-input") as HTMLInputElement;
    expect(input.maxLength).toBe(1);
    fireEvent.change(input, { target: { value: '"' } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(screen.getAllByTestId("list-item")).toHaveLength(1);
    expect(screen.getByText("This entry is already in the list.")).toBeTruthy();
    fireEvent.change(input, { target: { value: "»" } });
    fireEvent.keyDown(input, { key: "Enter" });
    await waitFor(() => expect(screen.getAllByTestId("list-item")).toHaveLength(2));
  });

  it("modal verbs: rows with verb and allowed flag", async () => {
    renderEditor("modalverb");
    await saveButton();
    const rows = screen.getAllByTestId("list-item");
    expect(rows.length).toBe(11);
    const firstVerb = within(rows[0]).getByTestId("list-item-verb") as HTMLInputElement;
    expect(firstVerb.value).toBe("shall");
    expect((within(rows[0]).getByTestId("list-item-allowed") as HTMLInputElement).checked).toBe(true);
  });
});

describe("empty number inputs", () => {
  it("yield null, also inside referenced definitions, and leave other values alone", async () => {
    const { emptyNumbersAsNull } = await import("../../../src/custom-pages/config/rules/RuleEditor");
    const gibberish = configSchemas.gibberish as never;
    expect(emptyNumbersAsNull({ maximumTokens: undefined, minimumTokens: 5, minimumWords: 3, specialCharRatio: 25 }, gibberish)).toEqual({
      maximumTokens: null,
      minimumTokens: 5,
      minimumWords: 3,
      specialCharRatio: 25,
    });
    const complex = configSchemas.complexsentence as never;
    const data = {
      ...(defaults("complexsentence") as Record<string, unknown>),
      conjunction: { limit: undefined, allowInConditions: true, junctionWords: ["and"] },
    };
    const fixed = emptyNumbersAsNull(data, complex) as { conjunction: { limit: unknown; junctionWords: string[] }; commaLimit: unknown };
    expect(fixed.conjunction.limit).toBeNull();
    expect(fixed.conjunction.junctionWords).toEqual(["and"]);
    expect(fixed.commaLimit).toBe(3);
  });

  it("an emptied number disables save again", async () => {
    renderEditor("gibberish");
    const save = await saveButton();
    fireEvent.change(screen.getByLabelText(/Minimum words/), { target: { value: "4" } });
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.change(screen.getByLabelText(/Minimum words/), { target: { value: "" } });
    await waitFor(() => expect(save.disabled).toBe(true));
  });
});

describe("data integrity in the form (the validators the server uses)", () => {
  it("refuses a modal verb already in the list, whatever its case, and keeps what was typed", async () => {
    const { api } = renderEditor("modalverb");
    await saveButton();
    const verb = screen.getByTestId("list-add-verb") as HTMLInputElement;
    fireEvent.change(verb, { target: { value: "Shall" } });
    fireEvent.click(screen.getByTestId("list-add-button"));
    expect((await screen.findByTestId("list-add-rejected")).textContent).toBe("This entry is already in the list.");
    expect((screen.getByTestId("list-add-verb") as HTMLInputElement).value).toBe("Shall");
    expect(screen.getAllByTestId("list-item").length).toBe(11);
    // Editing a stored row into a duplicate is refused by the schema's x-uniqueBy: Save stays off.
    const second = within(screen.getAllByTestId("list-item")[1]).getByTestId("list-item-verb");
    fireEvent.change(second, { target: { value: "SHALL" } });
    expect((await screen.findByTestId("rule-integrity-error")).textContent).toContain("SHALL");
    expect((await saveButton()).disabled).toBe(true);
    expect(api.saveRule).not.toHaveBeenCalled();
  });

  it("refuses minimum tokens above maximum tokens", async () => {
    renderEditor("gibberish");
    const save = await saveButton();
    fireEvent.change(screen.getByLabelText(/Minimum tokens/), { target: { value: "100" } });
    fireEvent.change(screen.getByLabelText(/Maximum tokens/), { target: { value: "14" } });
    expect((await screen.findByTestId("rule-integrity-error")).textContent).toBe("“Minimum tokens” must not be greater than “Maximum tokens”.");
    expect(save.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText(/Maximum tokens/), { target: { value: "140" } });
    await waitFor(() => expect(save.disabled).toBe(false));
    expect(screen.queryByTestId("rule-integrity-error")).toBeNull();
  });

  it("says 'Please enter a whole number.' for an emptied integer", async () => {
    renderEditor("gibberish");
    fireEvent.change(await screen.findByLabelText(/Maximum tokens/), { target: { value: "" } });
    await screen.findByText("Please enter a whole number.");
  });
});

describe("server answers to a save", () => {
  it("shows the server's reason for a refused save", async () => {
    const refuse = vi.fn(async () => {
      throw new ApiError(400, "BAD_REQUEST", "gibberish.maximumTokens must be <= 300", null);
    });
    renderEditor("gibberish", defaults("gibberish"), { saveRule: refuse });
    fireEvent.change(await screen.findByLabelText(/Maximum tokens/), { target: { value: "250" } });
    const save = await saveButton();
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect((await screen.findByTestId("rule-message-reason")).textContent).toBe("“Maximum tokens” must be at most 300.");
  });

  it("keeps the edit when the session has ended, says so and offers the sign-in", async () => {
    const expired = vi.fn(async () => {
      throw new ApiError(401, "UNAUTHORIZED", "sign in", null);
    });
    const { onSignedIn } = renderEditor("gibberish", defaults("gibberish"), { saveRule: expired });
    fireEvent.change(await screen.findByLabelText(/Maximum tokens/), { target: { value: "250" } });
    const save = await saveButton();
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    expect((await screen.findByTestId("rule-message-error")).textContent).toContain("your changes were not saved");
    expect(await screen.findByTestId("login-form")).toBeTruthy();
    expect((screen.getByLabelText(/Maximum tokens/) as HTMLInputElement).value).toBe("250");
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe("improvements", () => {
  it("is one compact table: a row per rule with enabled and star cost", async () => {
    const { api } = renderEditor("improvements");
    const table = await screen.findByTestId("improvements-table");
    const keys = Object.keys((configSchemas.improvements as unknown as { properties: object }).properties);
    expect(within(table).getAllByRole("row").length).toBe(keys.length + 1);
    const row = screen.getByTestId("improvement-weakWord");
    fireEvent.click(within(row).getByRole("checkbox"));
    const save = await saveButton();
    await waitFor(() => expect(save.disabled).toBe(false));
    fireEvent.click(save);
    await waitFor(() => expect(api.saveRule).toHaveBeenCalled());
    const saved = (api.saveRule as ReturnType<typeof vi.fn>).mock.calls[0][3] as Record<string, { enabled: boolean }>;
    expect(saved.weakWord.enabled).toBe(!(defaults("improvements") as Record<string, { enabled: boolean }>).weakWord.enabled);
  });
});
