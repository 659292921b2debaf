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
    | "operation";
  reason: string;
}
