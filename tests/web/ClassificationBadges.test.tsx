/** Badges: translated labels, focusable, a popover below with label and explanation on focus. */
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { ClassificationBadges } from "../../src/components/ClassificationBadges";
import type { AnalysisClassification } from "../../schemas/generated/types";
import { renderInEnglish } from "./i18n";

afterEach(cleanup);

const classifications: AnalysisClassification[] = [
  { classificationKey: "MODAL_VERB", findings: [{ start: 11, end: 17, text: "should", message: "" }] },
  {
    classificationKey: "WEAK_WORD",
    findings: [
      { start: 0, end: 3, text: "a", message: "" },
      { start: 4, end: 5, text: "b", message: "" },
    ],
  },
];

describe("ClassificationBadges", () => {
  it("shows the translated label of each classification and the engine's class name", () => {
    renderInEnglish(<ClassificationBadges classifications={classifications} />);
    const modal = screen.getByText("Modal verb").closest("[data-classification]");
    expect(modal?.getAttribute("data-classification")).toBe("MODAL_VERB");
    expect(modal?.className).toContain("reqlens-modal-verb");
    expect(screen.getByText("Weak word ×2")).toBeTruthy();
  });

  it("is focusable and opens a popover with header and explanation on focus, closed on blur", async () => {
    renderInEnglish(<ClassificationBadges classifications={classifications} />);
    const badge = screen.getByText("Modal verb").closest("[data-classification]") as HTMLElement;
    expect(badge.tabIndex).toBe(0);
    expect(screen.queryByTestId("classification-popover")).toBeNull();

    await act(async () => {
      badge.focus();
    });
    const popover = await screen.findByTestId("classification-popover");
    expect(popover.querySelector("h3")?.textContent).toBe("Modal verb");
    expect(popover.textContent).toContain("A requirement needs exactly one binding modal verb.");
    expect(badge.getAttribute("aria-describedby")).toBe(popover.closest("[id]")?.id);

    await act(async () => {
      fireEvent.keyDown(badge, { key: "Escape" });
    });
    expect(screen.queryByTestId("classification-popover")).toBeNull();

    await act(async () => {
      badge.blur();
      badge.focus();
    });
    expect(await screen.findByTestId("classification-popover")).toBeTruthy();
    await act(async () => {
      badge.blur();
    });
    expect(screen.queryByTestId("classification-popover")).toBeNull();
  });

  it("falls back to the key for an unknown classification", () => {
    renderInEnglish(
      <ClassificationBadges
        classifications={[
          { classificationKey: "UNKNOWN_ERROR", findings: [] },
          { classificationKey: "NEW_RULE" as never, findings: [] },
        ]}
      />,
    );
    expect(screen.getByText("Unknown error")).toBeTruthy();
    expect(screen.getByText("NEW_RULE")).toBeTruthy();
  });
});
