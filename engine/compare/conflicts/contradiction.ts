import type { ClauseReading } from "../../reading/clauses.js";
import type { Language } from "../../types.js";

/** A contradiction between two requirements: its class and a reason the user can read. */
export interface Contradiction {
  kind:
    | "polarity"
    | "antonym"
    | "quantity"
    | "frequency"
    | "exclusiveObject"
    | "exclusiveSubject"
    | "negatedModifier"
    | "negation"
    | "time"
    | "exclusiveScope"
    | "setQuantifier"
    | "permission"
    | "input"
    | "output"
    | "event"
    | "restriction"
    | "agency"
    | "agent"
    | "universalScope"
    | "channel"
    | "value"
    | "optOut"
    | "disregard"
    | "replacement"
    | "operation"
    | "withheld"
    | "outputLanguage";
  reason: string;
}

/** The whole comparison of two readings, handed to a class that compares a reading of its own making (waiting.ts, operations.ts, concession.ts). */
export type Find = (a: ClauseReading, b: ClauseReading, language: Language) => Contradiction | null;

/** A check of one side against the other, in both orders: the first finding. */
export function eitherOrder<T>(a: T, b: T, check: (x: T, y: T) => Contradiction | null): Contradiction | null {
  return check(a, b) ?? check(b, a);
}
