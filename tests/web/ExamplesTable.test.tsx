/** The examples table: focusable rows selected with Enter, comparison icons, text never parsed as HTML. */
import { afterEach, describe, expect, it, vi } from "vitest";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { ExamplesTable } from "../../src/custom-pages/examples/ExamplesTable";
import { newExample, type ExampleRequirement } from "../../src/custom-pages/examples/examplesModel";
import { checkResult } from "./fixtures";
import { renderInEnglish } from "./i18n";

afterEach(cleanup);

function rowsFixture(): ExampleRequirement[] {
  const first = { ...newExample("1", "The gate shall open <b>now</b>.", null), analysisResult: checkResult({ rating: 5 }) };
  const second: ExampleRequirement = {
    ...newExample("2", "The gate shall open now.", null),
    analysisResult: checkResult({ rating: 0 }),
    duplicationResult: { externalId: "2", document: [{ externalId: "1", reason: "same", duplicateScore: 0.97 }], project: [], db: [] },
    contradictionResult: { externalId: "2", document: [], project: [], db: [{ contradictingExternalId: "9", reason: "values" }] },
  };
  const third = { ...newExample("3", "The gate should close.", null), isComparisonResultProcessing: true, processingSince: 1 };
  return [first, second, third];
}

function renderTable(comparisonActive: boolean) {
  const onSelect = vi.fn();
  const onEdit = vi.fn();
  const onDelete = vi.fn();
  renderInEnglish(
    <ExamplesTable
      rows={rowsFixture()}
      selectedExternalId="1"
      comparisonActive={comparisonActive}
      onSelect={onSelect}
      onEdit={onEdit}
      onDelete={onDelete}
    />,
  );
  return { onSelect, onEdit, onDelete };
}

describe("ExamplesTable", () => {
  it("renders number, text as text, rating blocks (0 for a failed analysis, a spinner while analysing)", () => {
    renderTable(false);
    const rows = screen.getAllByTestId("example-row");
    expect(rows).toHaveLength(3);
    expect(screen.getAllByTestId("example-number").map((c) => c.textContent)).toEqual(["1", "2", "3"]);
    expect(screen.getAllByTestId("example-text")[0].textContent).toBe("The gate shall open <b>now</b>.");
    expect(rows[0].querySelector("b")).toBeNull();
    expect(screen.getAllByTestId("example-rating").map((r) => r.getAttribute("data-rating"))).toEqual(["5", "0"]);
    expect(screen.getAllByTestId("example-rating-pending")).toHaveLength(1);
    expect(rows[0].getAttribute("aria-selected")).toBe("true");
    expect(screen.queryByTestId("redundancy-icon")).toBeNull();
  });

  it("selects a row with Enter and by click; edit and delete do not select", () => {
    const { onSelect, onEdit, onDelete } = renderTable(true);
    const rows = screen.getAllByTestId("example-row");
    expect(rows.every((r) => r.getAttribute("tabindex") === "0")).toBe(true);
    fireEvent.keyDown(rows[1], { key: "Enter" });
    expect(onSelect).toHaveBeenLastCalledWith("2");
    fireEvent.click(rows[2]);
    expect(onSelect).toHaveBeenLastCalledWith("3");
    fireEvent.click(screen.getAllByTestId("example-edit")[0]);
    fireEvent.click(screen.getAllByTestId("example-delete")[1]);
    expect(onEdit.mock.calls[0][0].externalId).toBe("1");
    expect(onDelete.mock.calls[0][0].externalId).toBe("2");
    expect(onSelect).toHaveBeenCalledTimes(2);
  });

  it("shows contradiction, redundancy and processing icons when comparison is active", () => {
    renderTable(true);
    const rows = screen.getAllByTestId("example-row");
    expect(rows[1].querySelector('[data-testid="redundancy-icon"]')).not.toBeNull();
    expect(rows[1].querySelector('[data-testid="contradiction-icon"]')).not.toBeNull();
    expect(rows[0].querySelector('[data-testid="redundancy-icon"]')).toBeNull();
    expect(rows[2].querySelector('[data-testid="comparison-processing"]')).not.toBeNull();
  });
});
