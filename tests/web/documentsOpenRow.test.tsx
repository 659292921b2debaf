/**
 * The documents page's open requirement follows the interface language: when the language
 * changes, the table fetches its page again worded in the new language, and the detail
 * panel shows the row as fetched then, not the wording it was opened with.
 */
import { useState } from "react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AdminContext, memoryStore, useLocaleState, type I18nProvider } from "react-admin";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequirementDetail } from "../../src/custom-pages/documents/RequirementDetail";
import { RequirementsTable } from "../../src/custom-pages/documents/RequirementsTable";
import type { DocumentRequirement } from "../../src/custom-pages/documents/requirementsProvider";
import { englishTestProvider } from "./i18n";

const MESSAGES = {
  en: "The word “promptly” gives no limit; state the time in seconds.",
  de: "Das Wort „promptly“ nennt keine Grenze; gib die Zeit in Sekunden an.",
};

function row(uiLanguage: "en" | "de"): DocumentRequirement {
  return {
    id: 1,
    externalId: "VALVE-7",
    section: null,
    line: 2,
    language: "en",
    text: "The valve shall close promptly.",
    rating: 3,
    classifications: [{ classificationKey: "WEAK_WORD", findings: [{ start: 22, end: 30, text: "promptly", message: MESSAGES[uiLanguage] }] }],
    processedText: 'The valve shall close <mark class="reqlens-weak-word">promptly</mark>.',
    earsPattern: "ubiquitous",
    improvements: {},
    contradictions: [],
    duplicates: [],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

/**
 * The console's language as the app switches it: the public shell's provider has changed
 * the language already when the console's store learns of it, so the console's tree stays
 * mounted (and the page's state with it).
 */
let language = "en";
const switchingProvider: I18nProvider = {
  ...englishTestProvider,
  getLocale: () => language,
  changeLocale: async (locale) => void (language = locale),
};

/** The page's wiring of table and panel, with the open row kept in state. */
function TableWithPanel() {
  const [selected, setSelected] = useState<DocumentRequirement | null>(null);
  const [, setLocale] = useLocaleState();
  return (
    <>
      <button
        type="button"
        onClick={() => {
          language = "de";
          setLocale("de");
        }}
      >
        Deutsch
      </button>
      <RequirementsTable
        documentId="d1"
        token="token-1"
        selected={selected}
        openId={selected?.id ?? null}
        onSelect={setSelected}
        onRefresh={setSelected}
      />
      {selected && <RequirementDetail row={selected} language="en" suggestions={null} suggestionActive={false} onClose={() => setSelected(null)} />}
    </>
  );
}

describe("the open requirement of a document", () => {
  it("is worded anew when the interface language changes", async () => {
    const languages: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(input instanceof Request ? input.url : String(input), "http://localhost");
        const uiLanguage = url.searchParams.get("uiLanguage") === "de" ? "de" : "en";
        languages.push(uiLanguage);
        return new Response(JSON.stringify([row(uiLanguage)]), {
          status: 200,
          headers: { "Content-Type": "application/json", "Content-Range": "requirements 0-0/1" },
        });
      }),
    );
    render(
      <AdminContext i18nProvider={switchingProvider} store={memoryStore()}>
        <TableWithPanel />
      </AdminContext>,
    );
    fireEvent.click(await screen.findByTestId("documents-row-open"));
    expect(await screen.findByText(MESSAGES.en, { exact: false })).toBeTruthy();

    act(() => {
      fireEvent.click(screen.getByText("Deutsch"));
    });
    await waitFor(() => expect(languages).toContain("de"));
    expect(await screen.findByText(MESSAGES.de, { exact: false })).toBeTruthy();
    expect(screen.queryByText(MESSAGES.en, { exact: false })).toBeNull();
  }, 30_000);
});
