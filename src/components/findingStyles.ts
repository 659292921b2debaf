/**
 * Colours of the rating scale (0.6 fill opacity, full border) and of the finding types'
 * highlights: each rule's x-colour (src/generated/rules.ts), and two of the engine's own.
 * Class names come from the engine: findingClass().
 */
import { findingClass } from "../../engine/highlight";
import type { AnalysisClassification } from "../../schemas/generated/types";
import { RULE_LIST } from "../generated/rules";

export type ClassificationKey = AnalysisClassification["classificationKey"];

/** 5 green, 4 yellow-green, 3 yellow, 2 orange, 1 red-orange; 0 (failed) grey. */
export const RATING_COLOURS: Record<number, string> = {
  0: "#9e9e9e",
  1: "#e8502e",
  2: "#f28c28",
  3: "#f2c12e",
  4: "#9ac53a",
  5: "#2e9b4f",
};

export function ratingColour(rating: number): string {
  return RATING_COLOURS[Math.max(0, Math.min(5, Math.round(rating)))] ?? RATING_COLOURS[0];
}

function hexToRgb(hex: string): [number, number, number] {
  const value = parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** The rating colour at 0.6 fill opacity, with its full-colour border. */
export function ratingStyle(rating: number): { backgroundColor: string; borderColor: string } {
  const colour = ratingColour(rating);
  const [r, g, b] = hexToRgb(colour);
  return { backgroundColor: `rgba(${r}, ${g}, ${b}, 0.6)`, borderColor: colour };
}

export const FINDING_COLOURS: Record<string, string> = {
  ...Object.fromEntries(RULE_LIST.map((rule) => [rule.findingType, rule.colour])),
  BAD_WORD: "#ff8787",
  UNKNOWN_ERROR: "#ced4da",
};

export function findingColour(key: string): string {
  return FINDING_COLOURS[key] ?? FINDING_COLOURS.UNKNOWN_ERROR;
}

/** "WEAK_WORD" -> "reqlens-weak-word" (the engine's class names). */
export { findingClass };
