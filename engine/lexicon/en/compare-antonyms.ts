/**
 * English verb (and predicate adjective) pairs with opposite meaning for the
 * contradiction check: "shall enable X" against "shall disable X". The first word of a
 * pair is the positive side. Inflected forms the stemmer cannot relate are listed.
 *
 * Deliberately absent: encrypt/decrypt, send/receive, upload/download, add/remove,
 * import/export. A system that encrypts data at rest also decrypts it for authorised
 * users; these are complementary operations, not opposite requirements.
 */
export const ANTONYM_PAIRS_EN: ReadonlyArray<readonly [string, string]> = [
  ["enable", "disable"],
  ["enabled", "disabled"],
  ["enable", "block"],
  ["enabled", "blocked"],
  ["allow", "block"],
  ["activate", "deactivate"],
  ["allow", "deny"],
  ["allow", "forbid"],
  ["allow", "disallow"],
  ["allow", "prohibit"],
  ["permit", "prohibit"],
  ["permit", "forbid"],
  ["permit", "deny"],
  ["accept", "reject"],
  ["accept", "refuse"],
  ["accept", "decline"],
  ["lock", "unlock"],
  ["show", "hide"],
  ["shown", "hidden"],
  ["display", "hide"],
  ["visible", "hidden"],
  ["visible", "invisible"],
  ["start", "stop"],
  ["open", "close"],
  ["include", "exclude"],
  ["grant", "revoke"],
  ["grant", "deny"],
  ["connect", "disconnect"],
  ["install", "uninstall"],
  ["mount", "unmount"],
  ["increase", "decrease"],
  ["increase", "reduce"],
  ["required", "optional"],
  ["mandatory", "optional"],
  ["synchronous", "asynchronous"],
  ["online", "offline"],
  ["automatic", "manual"],
  ["automatically", "manually"],
  ["public", "private"],
  ["block", "unblock"],
  ["process", "ignore"],
  ["store", "discard"],
];

/** Verbs with (near) the same meaning in requirements, mapped onto the first word of the group. */
export const SYNONYM_GROUPS_EN: ReadonlyArray<readonly string[]> = [
  ["modify", "change", "edit", "alter", "revise", "amend", "update"],
  ["delete", "remove", "erase", "purge"],
  ["create", "add", "generate", "produce"],
  ["view", "see", "read", "browse", "look"],
  ["show", "display", "present", "shown"],
  ["access", "accessible", "reach"],
  ["use", "utilize", "utilise", "employ"],
  ["store", "save", "persist", "retain", "keep"],
  ["send", "transmit", "dispatch"],
  ["notify", "inform", "alert"],
  ["print", "printout"],
  ["support", "handle", "serve"],
  ["operate", "run"],
  ["select", "choose", "pick"],
];

/**
 * General actions and the specific ones they cover: "shall not modify the plan" rules
 * out "shall be able to delete the plan". Keys and values are first words of synonym
 * groups (or plain verbs).
 */
export const HYPERNYMS_EN: Readonly<Record<string, readonly string[]>> = {
  modify: [
    "delete",
    "create",
    "rename",
    "move",
    "insert",
    "replace",
    "overwrite",
    "override",
    "reorder",
    "configure",
    "reconfigure",
    "toggle",
    "reset",
    "increment",
    "decrement",
    "adjust",
    "set",
  ],
  access: ["view", "print", "download", "export", "open", "modify", "delete", "create", "use", "copy", "search"],
  use: ["access", "view", "open", "run"],
};
