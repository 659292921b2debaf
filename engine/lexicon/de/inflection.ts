/** German endings of inflected forms (engine/reading/inflection.ts). */

export const DE_ADJECTIVE_AND_NOUN = ["e", "en", "er", "es", "em", "s", "n", "ern", "ns", "ens"];

export const DE_VERB = ["e", "st", "t", "te", "ten", "test", "tet", "end", "ende", "enden", "ender", "endes", "endem"];

/** Endings of a declined adjective, the bare stem first ("einfach", "einfache", "einfachen", …). */
export const ADJECTIVE_ENDINGS_DE = ["", "e", "en", "er", "es", "em"];
