/** Highlights are React elements built from finding offsets; the text is never parsed as HTML. */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, render } from "@testing-library/react";
import { buildSegments, HighlightedText } from "../../src/components/HighlightedText";
import type { AnalysisClassification } from "../../schemas/generated/types";

afterEach(cleanup);

const TEXT = "The system should respond quickly.";
const classifications: AnalysisClassification[] = [
  { classificationKey: "MODAL_VERB", findings: [{ start: 11, end: 17, text: "should", message: "not binding" }] },
  { classificationKey: "WEAK_WORD", findings: [{ start: 26, end: 33, text: "quickly", message: "vague" }] },
];

describe("buildSegments", () => {
  it("cuts the text at the finding offsets", () => {
    const segments = buildSegments(TEXT, classifications);
    expect(segments.map((s) => s.text).join("")).toBe(TEXT);
    expect(segments.filter((s) => s.types.length).map((s) => [s.text, s.types])).toEqual([
      ["should", ["MODAL_VERB"]],
      ["quickly", ["WEAK_WORD"]],
    ]);
  });

  it("keeps every overlapping finding: each stretch carries all types covering it", () => {
    const overlapping: AnalysisClassification[] = [
      { classificationKey: "WEAK_WORD", findings: [{ start: 4, end: 17, text: "system should", message: "a" }] },
      { classificationKey: "MODAL_VERB", findings: [{ start: 11, end: 25, text: "should respond", message: "b" }] },
    ];
    const marked = buildSegments(TEXT, overlapping).filter((s) => s.types.length);
    expect(marked.map((s) => [s.text, s.types])).toEqual([
      ["system ", ["WEAK_WORD"]],
      ["should", ["WEAK_WORD", "MODAL_VERB"]],
      [" respond", ["MODAL_VERB"]],
    ]);
  });

  it("clamps offsets outside the text and ignores empty findings", () => {
    const odd: AnalysisClassification[] = [
      {
        classificationKey: "END_OF_SENTENCE",
        findings: [
          { start: 30, end: 99, text: "", message: "" },
          { start: 5, end: 5, text: "", message: "" },
        ],
      },
    ];
    const segments = buildSegments("short", odd);
    expect(segments).toEqual([{ start: 0, end: 5, text: "short", types: [], messages: [] }]);
  });

  it("uses UTF-16 offsets (characters outside the BMP count twice)", () => {
    const text = "😀 The system may fail.";
    const start = text.indexOf("may");
    const segments = buildSegments(text, [{ classificationKey: "MODAL_VERB", findings: [{ start, end: start + 3, text: "may", message: "" }] }]);
    expect(segments.find((s) => s.types.length)?.text).toBe("may");
  });
});

describe("HighlightedText", () => {
  it("renders one <mark> per highlighted stretch with the engine's class names", () => {
    const { container } = render(<HighlightedText text={TEXT} classifications={classifications} />);
    const marks = [...container.querySelectorAll("mark")];
    expect(marks.map((m) => m.textContent)).toEqual(["should", "quickly"]);
    expect(marks[0].className).toContain("reqlens-modal-verb");
    expect(marks[1].className).toContain("reqlens-weak-word");
    expect(marks[0].getAttribute("title")).toBe("not binding");
    expect(container.textContent).toBe(TEXT);
  });

  it("shows overlapping findings together on the shared stretch", () => {
    const overlapping: AnalysisClassification[] = [
      { classificationKey: "WEAK_WORD", findings: [{ start: 4, end: 17, text: "system should", message: "a" }] },
      { classificationKey: "MODAL_VERB", findings: [{ start: 11, end: 25, text: "should respond", message: "b" }] },
    ];
    const { container } = render(<HighlightedText text={TEXT} classifications={overlapping} />);
    const shared = [...container.querySelectorAll("mark")].find((m) => m.textContent === "should");
    expect(shared?.className).toContain("reqlens-weak-word");
    expect(shared?.className).toContain("reqlens-modal-verb");
    expect(shared?.getAttribute("data-finding-types")).toBe("WEAK_WORD MODAL_VERB");
    expect(shared?.getAttribute("title")).toBe("a\nb");
  });

  it("keeps markup in the requirement as literal text", () => {
    const hostile = "The system shall show <img src=x onerror=alert(1)> to the user.";
    const start = hostile.indexOf("<img");
    const end = hostile.indexOf(">") + 1;
    const { container } = render(
      <HighlightedText
        text={hostile}
        classifications={[{ classificationKey: "BRACKET", findings: [{ start, end, text: hostile.slice(start, end), message: "<b>x</b>" }] }]}
      />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe(hostile);
    expect(container.querySelector("mark")?.textContent).toBe("<img src=x onerror=alert(1)>");
  });
});

describe("text-direction controls", () => {
  it("are shown as marked symbols naming the code point, inside and outside findings", () => {
    const text = "The system shall \u202eevil\u202c log every login.";
    const found: AnalysisClassification[] = [
      { classificationKey: "UNNECESSARY_WHITESPACES", findings: [{ start: 17, end: 18, text: "\u202e", message: "control" }] },
    ];
    const { getByTestId } = render(<HighlightedText text={text} classifications={found} />);
    const root = getByTestId("highlighted-text");
    const symbols = [...root.querySelectorAll("mark.reqlens-bidi-control")].map((m) => m.textContent);
    expect(symbols).toEqual(["[U+202E]", "[U+202C]"]);
    expect(root.textContent).not.toMatch(/[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/);
    expect(root.textContent).toBe("The system shall [U+202E]evil[U+202C] log every login.");
  });
});
