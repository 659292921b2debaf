import { describe, expect, it } from "vitest";
import { ComparisonIndex, addAndCompare, compareOne, textFeatures } from "../../../engine/compare/index.js";
import { syntheticRequirements } from "../../../engine/compare/synthetic.js";

describe("ComparisonIndex", () => {
  it("adds, replaces and removes requirements", () => {
    const index = new ComparisonIndex();
    index.add("1", "The heater shall keep the room at 21 degrees.", "en");
    index.add("2", "The heater shall keep the room at 21 degrees.", "en");
    index.add("3", "Die Heizung muss den Raum auf 21 Grad halten.", "de");
    expect(index.size).toBe(3);
    expect(index.candidates("1").map((c) => c.id)).toContain("2");
    expect(index.remove("2")).toBe(true);
    expect(index.remove("2")).toBe(false);
    expect(index.size).toBe(2);
    expect(index.has("2")).toBe(false);
    expect(index.candidates("1").map((c) => c.id)).not.toContain("2");
    expect(compareOne(index, "2")).toEqual({ similar: [], duplicates: [], contradictions: [] });
    index.add("1", "The fan shall stop when the door opens.", "en");
    expect(index.size).toBe(2);
    expect(index.text("1")).toBe("The fan shall stop when the door opens.");
  });

  it("keeps postings consistent after many removals", () => {
    const index = new ComparisonIndex();
    const texts = syntheticRequirements(2_000, 5);
    texts.forEach((t, i) => index.add(String(i), t, "en"));
    for (let i = 0; i < 2_000; i += 2) index.remove(String(i));
    expect(index.size).toBe(1_000);
    const found = index.candidates("1", 50);
    expect(found.length).toBeGreaterThan(0);
    for (const c of found) expect(Number(c.id) % 2).toBe(1);
  });

  it("answers queries by features of a text that is not stored", () => {
    const index = new ComparisonIndex();
    index.add("1", "The printer shall print duplex pages.", "en");
    index.add("2", "The scanner shall scan colour pages.", "en");
    const found = index.candidates(textFeatures("The printer shall print duplex pages.", "en"), 5);
    expect(found[0]).toEqual({ id: "1", score: 1 });
  });

  it("finds pairs incrementally as requirements arrive", () => {
    const index = new ComparisonIndex();
    expect(addAndCompare(index, "1", "The door shall lock after 30 s.", "en").contradictions).toEqual([]);
    const second = addAndCompare(index, "2", "The door shall lock after 60 s.", "en");
    expect(second.contradictions.map((c) => c.id)).toEqual(["1"]);
    const third = addAndCompare(index, "3", "The door shall lock after 30 s.", "en");
    expect(third.duplicates).toEqual([{ id: "1", score: 1, reason: "identical text" }]);
  });

  it("never scores all requirements of a 20,000 index", { timeout: 60_000 }, () => {
    const index = new ComparisonIndex({ postingBudget: 5_000 });
    const texts = syntheticRequirements(20_000, 11);
    texts.forEach((t, i) => index.add(String(i), t, "en"));
    for (const id of ["0", "777", "19999"]) {
      const found = index.candidates(id, 20);
      expect(found.length).toBeGreaterThan(0);
      expect(index.lastQuery.postingsVisited).toBeLessThanOrEqual(5_000);
      expect(index.lastQuery.candidatesScored).toBeLessThanOrEqual(80 + 5);
    }
    // With the default budget the exact scoring stays bounded too.
    const wide = new ComparisonIndex();
    texts.slice(0, 20_000).forEach((t, i) => wide.add(String(i), t, "en"));
    wide.candidates("42", 50);
    expect(wide.lastQuery.candidatesScored).toBeLessThanOrEqual(200 + 5);
    expect(wide.lastQuery.postingsVisited).toBeLessThanOrEqual(16_000);
  });

  it("finds the exact duplicate in a large index even when its terms are frequent", { timeout: 60_000 }, () => {
    const index = new ComparisonIndex({ postingBudget: 2_000 });
    const texts = syntheticRequirements(10_000, 3);
    texts.forEach((t, i) => index.add(String(i), t, "en"));
    index.add("copy", texts[1234], "en");
    const found = index.candidates("copy", 10);
    expect(found.filter((c) => c.score === 1).map((c) => c.id)).toContain("1234");
  });

  it("holds 100,000 requirements in bounded memory and answers from a bounded candidate set", () => {
    const before = process.memoryUsage().heapUsed;
    const index = new ComparisonIndex();
    const texts = syntheticRequirements(100_000, 7);
    texts.forEach((t, i) => index.add(String(i), t, "en"));
    const heapMb = (process.memoryUsage().heapUsed - before) / 1e6;
    expect(index.size).toBe(100_000);
    expect(heapMb).toBeLessThan(800);
    const extra = syntheticRequirements(5, 99);
    extra.forEach((t, i) => {
      index.add(`new-${i}`, t, "en");
      const result = compareOne(index, `new-${i}`);
      expect(index.lastQuery.candidatesScored).toBeLessThanOrEqual(205);
      expect(index.lastQuery.postingsVisited).toBeLessThanOrEqual(16_000);
      expect(result.similar.length).toBeLessThanOrEqual(50);
    });
  }, 180_000);
});
