/** Filler and placeholder words that are no words of any language (lorem ipsum, keyboard rows). */
export const PLACEHOLDER_WORDS: ReadonlySet<string> = new Set([
  "lorem", "ipsum", "dolor", "amet", "consectetur", "adipiscing", "adipisicing", "elit", "eiusmod", "tempor",
  "incididunt", "labore", "dolore", "magna", "aliqua", "blah", "blabla", "bla", "asdf", "asdfg", "qwer", "qwert",
  "qwertz", "qwerty", "yxcv", "zxcv", "uiop", "hjkl", "jkl", "foo", "baz", "qux",
  "dfg", "sdf", "fgh", "ghj",
]);
