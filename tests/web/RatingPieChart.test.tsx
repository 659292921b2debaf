/** The statistics pie chart: counts of ratings 1..5, and the logo placeholder when there are none. */
import { afterEach, describe, expect, it } from "vitest";
import { cleanup, screen } from "@testing-library/react";
import { RatingPieChart } from "../../src/custom-pages/examples/RatingPieChart";
import { renderInEnglish } from "./i18n";

afterEach(cleanup);

describe("RatingPieChart", () => {
  it("shows the heading, the chart and the counts of ratings 1 to 5 (only numeric 1..5 count)", () => {
    renderInEnglish(<RatingPieChart ratings={[5, 5, 3, 1, 0, null, 7]} />);
    expect(screen.getByTestId("pie-chart").getAttribute("data-counts")).toBe("1,0,1,0,2");
    expect(screen.getByTestId("pie-chart-header").textContent).toBe("Rating distribution");
    expect(screen.queryByTestId("pie-chart-placeholder")).toBeNull();
    const items = screen.getByTestId("pie-chart-counts").querySelectorAll("li");
    expect([...items].map((li) => li.getAttribute("data-count"))).toEqual(["1", "0", "1", "0", "2"]);
  });

  it("hides the chart and the heading and shows the logo placeholder when every count is zero", () => {
    renderInEnglish(<RatingPieChart ratings={[0, null, 0]} />);
    expect(screen.getByTestId("pie-chart-placeholder")).toBeTruthy();
    expect(screen.getByTestId("pie-chart-placeholder").querySelector("img")?.getAttribute("src")).toMatch(/logo/);
    expect(screen.queryByTestId("pie-chart")).toBeNull();
    expect(screen.queryByTestId("pie-chart-header")).toBeNull();
  });
});
