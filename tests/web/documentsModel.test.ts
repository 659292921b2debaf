/** The documents page's pure parts: token storage, the column picker's headers, chart bars, the detail panel's row. */
import { beforeEach, describe, expect, it } from "vitest";
import {
  browserToken,
  COLUMNS_UNSURE,
  forgetDocument,
  loadStoredDocuments,
  storeDocument,
  tokenOf,
  unsureColumns,
} from "../../src/custom-pages/documents/documentsApi";
import { findingBars, ratingBars } from "../../src/custom-pages/documents/DocumentDashboard";
import { asExampleRow } from "../../src/custom-pages/documents/RequirementDetail";
import type { DocumentRequirement } from "../../src/custom-pages/documents/requirementsProvider";
import { ApiError } from "../../src/providers/httpClient";

beforeEach(() => localStorage.clear());

describe("document tokens in local storage", () => {
  it("keeps the newest upload first, replaces an entry with the same id and forgets one", () => {
    storeDocument({ documentId: "a", token: "token-a", name: "a.csv", createdAt: "2026-01-01T00:00:00Z" });
    storeDocument({ documentId: "b", token: "token-b", name: "b.xlsx", createdAt: "2026-01-02T00:00:00Z" });
    expect(loadStoredDocuments().map((d) => d.documentId)).toEqual(["b", "a"]);
    expect(browserToken()).toBe("token-b");
    expect(tokenOf("a")).toBe("token-a");

    storeDocument({ documentId: "a", token: "token-a2", name: "a.csv", createdAt: "2026-01-03T00:00:00Z" });
    expect(loadStoredDocuments().map((d) => d.documentId)).toEqual(["a", "b"]);
    expect(tokenOf("a")).toBe("token-a2");

    forgetDocument("a");
    expect(tokenOf("a")).toBeNull();
    expect(loadStoredDocuments().map((d) => d.documentId)).toEqual(["b"]);
  });

  it("ignores damaged storage", () => {
    localStorage.setItem("documentTokens", "{not json");
    expect(loadStoredDocuments()).toEqual([]);
    localStorage.setItem("documentTokens", JSON.stringify([{ documentId: "a" }, { documentId: "b", token: "t", name: "b", createdAt: "x" }]));
    expect(loadStoredDocuments().map((d) => d.documentId)).toEqual(["b"]);
    expect(browserToken()).toBe("t");
  });
});

describe("unsureColumns", () => {
  it("reads the headers of a COLUMNS_UNSURE answer and nothing else", () => {
    const unsure = new ApiError(400, COLUMNS_UNSURE, "which columns?", {
      httpStatus: 400,
      errorCode: COLUMNS_UNSURE,
      message: "which columns?",
      columns: ["Key", "Wording", 3],
    });
    expect(unsureColumns(unsure)).toEqual(["Key", "Wording"]);
    expect(unsureColumns(new ApiError(400, "BAD_REQUEST", "corrupt", null))).toBeNull();
    expect(unsureColumns(new Error("offline"))).toBeNull();
  });
});

describe("dashboard bars", () => {
  it("shows ratings 1 to 5, and the failed ones only when there are some", () => {
    const ratings = { "0": 0, "1": 2, "2": 0, "3": 1, "4": 0, "5": 4 };
    expect(ratingBars(ratings)).toEqual([
      { rating: 1, count: 2 },
      { rating: 2, count: 0 },
      { rating: 3, count: 1 },
      { rating: 4, count: 0 },
      { rating: 5, count: 4 },
    ]);
    expect(ratingBars({ ...ratings, "0": 3 })[0]).toEqual({ rating: 0, count: 3 });
  });

  it("lists finding types with findings, most frequent first", () => {
    expect(findingBars({ WEAK_WORD: 2, BRACKET: 0, PASSIVE_SENTENCE: 5, EXAMPLE: 2 })).toEqual([
      { type: "PASSIVE_SENTENCE", count: 5 },
      { type: "EXAMPLE", count: 2 },
      { type: "WEAK_WORD", count: 2 },
    ]);
  });
});

describe("asExampleRow", () => {
  const row: DocumentRequirement = {
    id: 4,
    externalId: "REQ-4",
    section: "Doors",
    line: 5,
    text: "The door shall open quickly.",
    language: null,
    rating: 3,
    classifications: [{ classificationKey: "WEAK_WORD", findings: [{ start: 20, end: 27, word: "quickly" }] }],
    processedText: "The door shall open <span>quickly</span>.",
    earsPattern: "ubiquitous",
    improvements: { WEAK_WORD: "Name the time." },
    contradictions: [{ id: 7, externalId: "REQ-7", reason: "opposite polarity" }],
    duplicates: [{ id: 9, externalId: "REQ-9", score: 0.93, reason: "same wording" }],
  };

  it("gives the examples page's panel the analysis, comparison results and suggestions", () => {
    const example = asExampleRow(row, "de", ["The door shall open within 2 s."]);
    expect(example.externalId).toBe("REQ-4");
    expect(example.analysisResult).toMatchObject({
      rating: 3,
      language: "de",
      earsPattern: "ubiquitous",
      improvements: { WEAK_WORD: "Name the time." },
    });
    expect(example.analysisResult?.classifications[0]?.classificationKey).toBe("WEAK_WORD");
    expect(example.contradictionResult?.document).toEqual([{ contradictingExternalId: "REQ-7", reason: "opposite polarity" }]);
    expect(example.duplicationResult?.document).toEqual([{ externalId: "REQ-9", reason: "same wording", duplicateScore: 0.93 }]);
    expect(example.suggestionsResult).toEqual(["The door shall open within 2 s."]);
  });

  it("uses the requirement's own language, and shows one not analysed yet as pending", () => {
    expect(asExampleRow({ ...row, language: "en" }, "de", null).analysisResult?.language).toBe("en");
    expect(asExampleRow({ ...row, rating: null }, "en", null).analysisResult).toBeNull();
  });
});
