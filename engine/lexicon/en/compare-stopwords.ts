/**
 * English words that carry no subject matter for comparing requirements: articles,
 * pronouns, prepositions, auxiliaries and modal verbs. Negations are listed too,
 * because polarity is judged by the contradiction check, not by the similarity score.
 */
export const COMPARE_STOPWORDS_EN: ReadonlySet<string> = new Set([
  "a", "an", "the", "this", "that", "these", "those", "such", "some", "any", "each", "every", "all", "both",
  "either", "neither", "no", "not", "nor", "never", "none", "only", "also", "just", "even", "very", "too",
  "i", "me", "my", "we", "us", "our", "you", "your", "he", "him", "his", "she", "her", "it", "its", "they",
  "them", "their", "who", "whom", "whose", "which", "what", "where", "when", "while", "whether", "if",
  "then", "than", "so", "as", "at", "by", "for", "from", "in", "into", "of", "off", "on", "onto", "out",
  "over", "per", "to", "up", "upon", "with", "within", "without", "via", "about", "after", "before",
  "between", "during", "through", "under", "and", "or", "but", "be", "is", "are", "was", "were", "been",
  "being", "am", "do", "does", "did", "done", "have", "has", "had", "having", "shall", "must", "should",
  "will", "would", "can", "could", "may", "might", "cannot", "can't", "won't", "shan't", "mustn't",
  "don't", "doesn't", "isn't", "aren't", "able", "other", "there", "here", "own", "same", "other", "s",
  "once", "twice", "e.g", "i.e", "etc",
]);
