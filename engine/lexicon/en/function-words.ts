/** Frequent English function words; language detection counts them (lower case, ASCII). */
export const FUNCTION_WORDS_EN: readonly string[] = [
  "the", "and", "shall", "must", "should", "of", "to", "is", "are", "be", "for", "with", "that", "this", "will",
  "can", "when", "if", "which", "by", "on", "each", "all", "an", "a", "from", "not", "or", "it", "its", "at", "as",
  "user", "users", "provide", "able", "within", "while", "then", "any", "have", "has",
];
