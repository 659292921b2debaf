/**
 * Similarity of two requirements, 0..1, on their normalised meaning (meaning/index.ts):
 *
 *   score = 1                                          if the exact keys are equal
 *                                                      (same text, case and white space ignored)
 *   score = min(0.99, b)                               otherwise, with b = 0.6 · cos + 0.4 · dice,
 *                                                      when b ≤ 0.5
 *   score = min(0.99, 0.5 + p · (b − 0.5))             when b > 0.5
 *
 *   cos  = cosine of the meaning-term TF-IDF vectors, weight(t) = (1 + ln tf) · ln(1 + N / df(t))
 *          with N requirements in the index and df(t) of them containing term t;
 *   dice = 2 |T(a) ∩ T(b)| / (|T(a)| + |T(b)|) over the character trigrams T of the meanings'
 *          texts (their distinct terms, sorted: word order and voice do not count);
 *   p    = the role factor (`slotPenalty`): 1 when polarity, numbers, action, actor and object
 *          agree, less for each that differs. It scales only the part of the score above 0.5
 *          (the default similarity threshold): requirements on the same subject that differ in
 *          a role stay similar, but wordings sharing words and not meaning stay below the
 *          duplicate threshold.
 *
 * The cap keeps 1.0 for exact duplicates only. The term part carries meaning (lemmas,
 * concepts, numbers; rare terms weigh more); the trigram part catches spelling variants,
 * compounds and word forms the stemmer misses.
 */
export const TERM_WEIGHT = 0.6;
export const TRIGRAM_WEIGHT = 0.4;
export const NON_EXACT_CAP = 0.99;
/** The part of the score above this is scaled by the role factor. */
export const ROLE_FLOOR = 0.5;

export function combine(cosine: number, dice: number, roles = 1): number {
  const base = TERM_WEIGHT * cosine + TRIGRAM_WEIGHT * dice;
  return Math.min(NON_EXACT_CAP, base <= ROLE_FLOOR ? base : ROLE_FLOOR + roles * (base - ROLE_FLOOR));
}
