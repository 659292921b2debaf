/**
 * The findings block that the check page's result and the examples (and documents) detail
 * share: both show the badges, the highlighted text, every finding's message under it
 * (no hover needed) and the improvements.
 */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen, within } from "@testing-library/react";
import ResultView from "../../src/custom-pages/check/ResultView";
import { ExampleDetail } from "../../src/custom-pages/examples/ExampleDetail";
import { newExample } from "../../src/custom-pages/examples/examplesModel";
import { checkResult } from "./fixtures";
import { renderInEnglish } from "./i18n";

afterEach(cleanup);

function expectFindings(root: HTMLElement) {
  const marks = [...root.querySelectorAll("[data-testid=highlighted-text] mark")].map((m) => m.textContent);
  expect(marks).toEqual(["should", "quickly"]);
  const messages = within(root).getByTestId("finding-list").textContent ?? "";
  expect(messages).toContain('"should" is not binding.');
  expect(messages).toContain('"quickly" is vague.');
  expect(within(root).getByTestId("improvements").textContent).toContain("Use shall or must.");
  expect(within(root).getByTestId("rating-label").textContent).toBe("3 of 5 stars: fair");
}

describe("the findings of an analysed requirement", () => {
  it("are shown on the check page's result", () => {
    renderInEnglish(<ResultView result={checkResult()} suggestions={[]} onUseSuggestion={() => undefined} />);
    expectFindings(screen.getByTestId("check-result"));
    expect(screen.getByTestId("result-text").textContent).toBe("The system should respond quickly.");
  });

  it("are shown the same way in an example's detail", () => {
    const { processingTimeInMs: _time, configurationId: _config, ...item } = checkResult();
    const row = { ...newExample("R1", item.text, null), analysisResult: item };
    renderInEnglish(<ExampleDetail row={row} rows={[row]} suggestionActive={false} comparisonActive={false} onShowStatistics={() => undefined} />);
    expectFindings(screen.getByTestId("example-detail"));
    expect(screen.getByTestId("example-result-text").textContent).toBe("The system should respond quickly.");
    expect(screen.getByTestId("example-classifications").querySelectorAll(".reqlens-badge").length).toBe(2);
  });
});
