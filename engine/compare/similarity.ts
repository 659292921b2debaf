/**
 * Similarity of two requirements, 0..1, on their normalised meaning (meaning/index.ts):
 *
 *   score = 1                                          if the exact keys are equal
 *                                                      (same text, case and white space ignored)
 *   score = min(0.99, p · (0.6 · cos + 0.4 · dice))    otherwise
 *
 *   cos  = cosine of the meaning-term TF-IDF vectors, weight(t) = (1 + ln tf) · ln(1 + N / df(t))
 *          with N requirements in the index and df(t) of them containing term t;
 *   dice = 2 |T(a) ∩ T(b)| / (|T(a)| + |T(b)|) over the character trigrams T of the meanings'
 *          texts (their distinct terms, sorted: word order and voice do not count);
 *   p    = the role factor (`slotPenalty`): 1 when polarity, numbers, action, actor and object
 *          agree, less for each that differs, so that wordings sharing words but not meaning
 *          stay below the duplicate threshold.
 *
 * The cap keeps 1.0 for exact duplicates only. The term part carries meaning (lemmas,
 * concepts, numbers; rare terms weigh more); the trigram part catches spelling variants,
 * compounds and word forms the stemmer misses.
 */
export const TERM_WEIGHT = 0.6;
export const TRIGRAM_WEIGHT = 0.4;
export const NON_EXACT_CAP = 0.99;

export function combine(cosine: number, dice: number, roles = 1): number {
  return Math.min(NON_EXACT_CAP, roles * (TERM_WEIGHT * cosine + TRIGRAM_WEIGHT * dice));
}
