/** Requirement texts of the pool tests: the project's own sentences, padded to a length. */
export const SENTENCES = [
  "The pump controller shall stop the pump within 2 s when the tank is full.",
  "The archive service should keep every signed invoice for ten years.",
  "When the operator presses the stop button, the conveyor must halt immediately.",
  "The web console may show the last 50 alarms in a table.",
  "Das Steuergerät muss den Motor bei Überhitzung innerhalb von 3 s abschalten.",
];

/** A text of exactly `length` characters made of the sentences above, starting at sentence `seed`. */
export function padded(length: number, seed = 0): string {
  let text = "";
  for (let i = seed; text.length < length; i++) text += `${SENTENCES[i % SENTENCES.length]} `;
  return text.slice(0, length);
}

/**
 * A slow text for the engine: sentences wrapped in bidirectional override and isolate
 * characters, which every rule has to look past.
 */
export function slowText(length: number, seed = 0): string {
  let text = "";
  for (let i = seed; text.length < length; i++) text += `\u202e${SENTENCES[i % SENTENCES.length]}\u202c \u2067x\u2069 `;
  return text.slice(0, length);
}
