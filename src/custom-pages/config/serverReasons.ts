/**
 * The server's reasons in the console's language. The server answers every refusal as
 * { httpStatus, errorCode, message }, the message in English with the field, the bound
 * or the name it concerns. Each reason the console can meet is one row here: its code,
 * the shape of its message and the details taken from it, and the key of its
 * translation (CONFIG.SERVER_ERRORS.<key>); a field is named in the form's words
 * (CONFIG.FIELDS.<field>). A message of several reasons (joined by "; ") is translated
 * reason by reason. Pure, so that it is tested against the server's real messages.
 */

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface Reason {
  codes: readonly string[];
  pattern: RegExp;
  key: string;
}

const REASONS: readonly Reason[] = [
  // Schema validation (server/validation.ts): the field path, then the bound.
  { codes: ["BAD_REQUEST"], pattern: /^(?<field>\S+) must be <= (?<limit>-?[\d.]+)$/, key: "MAXIMUM" },
  { codes: ["BAD_REQUEST"], pattern: /^(?<field>\S+) must be >= (?<limit>-?[\d.]+)$/, key: "MINIMUM" },
  { codes: ["BAD_REQUEST"], pattern: /^(?<field>\S+) must be < (?<limit>-?[\d.]+)$/, key: "BELOW" },
  { codes: ["BAD_REQUEST"], pattern: /^(?<field>\S+) must be > (?<limit>-?[\d.]+)$/, key: "ABOVE" },
  { codes: ["BAD_REQUEST"], pattern: /^(?<field>\S+) must NOT have fewer than (?<limit>\d+) characters$/, key: "MIN_LENGTH" },
  { codes: ["BAD_REQUEST"], pattern: /^(?<field>\S+) must NOT have more than (?<limit>\d+) characters$/, key: "MAX_LENGTH" },
  { codes: ["BAD_REQUEST"], pattern: /^(?<field>\S+) must NOT have fewer than (?<limit>\d+) items$/, key: "MIN_ITEMS" },
  { codes: ["BAD_REQUEST"], pattern: /^(?<field>\S+) must NOT have more than (?<limit>\d+) items$/, key: "MAX_ITEMS" },
  { codes: ["BAD_REQUEST"], pattern: /^(?<field>\S+) is required$/, key: "REQUIRED" },
  { codes: ["BAD_REQUEST"], pattern: /^(?<field>\S+) is not an allowed field$/, key: "NOT_ALLOWED_FIELD" },
  { codes: ["BAD_REQUEST"], pattern: /^(?<field>\S+) must be (?:an? )?(?<type>integer|number|string|boolean|array|object)(?: or .*)?$/, key: "TYPE" },
  { codes: ["BAD_REQUEST"], pattern: /^(?<field>\S+) must be one of (?<allowed>.+)$/, key: "ONE_OF" },
  // The integrity keywords of the rule schemas (schemas/keywords.ts).
  { codes: ["BAD_REQUEST"], pattern: /^(?<field>\S+) must not contain "(?<value>.*)" twice$/, key: "DUPLICATE" },
  { codes: ["BAD_REQUEST"], pattern: /^(?:\S+ )?(?<min>\w+) must not be greater than (?<max>\w+)$/, key: "MIN_MAX" },
  // Configurations.
  { codes: ["BAD_REQUEST"], pattern: /^configId "(?<id>.*)" is reserved; choose another name$/, key: "CONFIG_RESERVED" },
  { codes: ["CONFLICT"], pattern: /^configuration "(?<id>.*)" already exists$/, key: "CONFIG_EXISTS" },
  { codes: ["NOT_FOUND"], pattern: /^configuration "(?<id>.*)" does not exist$/, key: "CONFIG_MISSING" },
  { codes: ["CONFLICT"], pattern: /^configuration "(?<id>.*)" is the default one/, key: "CONFIG_DEFAULT" },
  { codes: ["NOT_FOUND"], pattern: /^there is no default configuration$/, key: "NO_DEFAULT_CONFIG" },
  // API keys.
  { codes: ["BAD_REQUEST"], pattern: /^expirationDate is in the past$/, key: "EXPIRY_PAST" },
  { codes: ["BAD_REQUEST"], pattern: /^expirationDate must be a date/, key: "EXPIRY_FORMAT" },
  { codes: ["BAD_REQUEST"], pattern: /^description must have at least (?<limit>\d+) characters$/, key: "DESCRIPTION_SHORT" },
  { codes: ["CONFLICT"], pattern: /^an API key with the description "(?<description>.*)" exists already$/, key: "APIKEY_EXISTS" },
  { codes: ["NOT_FOUND"], pattern: /^there is no such API key$/, key: "APIKEY_MISSING" },
  // Users and passwords.
  { codes: ["CONFLICT"], pattern: /^(?<name>.+) is the last administrator and cannot be (?<what>deleted|demoted)/, key: "LAST_ADMIN" },
  { codes: ["CONFLICT"], pattern: /^the user (?<name>.+) exists already$/, key: "USER_EXISTS" },
  { codes: ["NOT_FOUND"], pattern: /^there is no user (?<name>.+)$/, key: "USER_MISSING" },
  { codes: ["BAD_REQUEST"], pattern: /^invalid credentials$/, key: "INVALID_CREDENTIALS" },
  { codes: ["BAD_REQUEST"], pattern: /^the passwords do not match/, key: "PASSWORD_MISMATCH" },
  { codes: ["BAD_REQUEST"], pattern: /^the new password must differ from the old one$/, key: "PASSWORD_SAME" },
  { codes: ["BAD_REQUEST"], pattern: /^(?:the new )?password must have at least (?<limit>\d+) characters$/, key: "PASSWORD_SHORT" },
  { codes: ["BAD_REQUEST"], pattern: /^(?:the new )?password must have at most (?<limit>\d+) characters$/, key: "PASSWORD_LONG" },
  { codes: ["BAD_REQUEST"], pattern: /^(?:the new )?password must contain a lowercase letter$/, key: "PASSWORD_LOWERCASE" },
  { codes: ["BAD_REQUEST"], pattern: /^(?:the new )?password must contain an uppercase letter$/, key: "PASSWORD_UPPERCASE" },
  { codes: ["BAD_REQUEST"], pattern: /^(?:the new )?password must contain a digit$/, key: "PASSWORD_DIGIT" },
  { codes: ["BAD_REQUEST"], pattern: /^(?:the new )?password must contain one of (?<specials>.+)$/, key: "PASSWORD_SPECIAL" },
  // Licence files (server/license/file.ts and the upload route).
  { codes: ["BAD_REQUEST"], pattern: /^the licence file is empty$/, key: "LICENSE_EMPTY" },
  { codes: ["BAD_REQUEST"], pattern: /^the file is not a licence/, key: "LICENSE_NOT_A_LICENSE" },
  { codes: ["BAD_REQUEST"], pattern: /^the licence file is incomplete/, key: "LICENSE_INCOMPLETE" },
  { codes: ["BAD_REQUEST"], pattern: /^the licence file must be of kind file/, key: "LICENSE_TRIAL" },
  { codes: ["BAD_REQUEST"], pattern: /^the licence was issued for another installation/, key: "LICENSE_OTHER_INSTALLATION" },
  { codes: ["BAD_REQUEST"], pattern: /^the licence's signature does not verify/, key: "LICENSE_SIGNATURE" },
  { codes: ["BAD_REQUEST"], pattern: /^the field file is required|^send one licence file/, key: "LICENSE_ONE_FILE" },
  { codes: ["PAYLOAD_TOO_LARGE"], pattern: /(?<limit>\d+) bytes/, key: "TOO_LARGE" },
  // Sign-in limits.
  { codes: ["TOO_MANY_REQUESTS"], pattern: /try again in (?<minutes>\d+) minute/, key: "TRY_AGAIN_MINUTES" },
];

/** The codes whose meaning the console words itself (CONFIG.ERRORS.<code>) when no reason of the table matches. */
export const WORDED_CODES = [
  "BAD_REQUEST",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "LICENSE_ERROR",
  "NOT_FOUND",
  "CONFLICT",
  "SERVICE_UNAVAILABLE",
  "TOO_MANY_REQUESTS",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "APIKEY_MISSING",
  "APIKEY_INVALID",
  "APIKEY_EXPIRED",
];

/** A field path (`gibberish.maximumTokens`, `items[2].verb`) in the form's words: its last name, translated. */
function fieldName(path: string, translate: Translate): string {
  const last =
    path
      .split(".")
      .pop()
      ?.replace(/\[\d+\]$/, "") ?? path;
  return translate(`CONFIG.FIELDS.${last}`, { _: translate(`resources.apikeys.fields.${last}`, { _: last }) });
}

/** One reason translated, or null when the table does not know it. */
function translateOne(code: string, message: string, translate: Translate): string | null {
  for (const reason of REASONS) {
    if (!reason.codes.includes(code)) continue;
    const match = reason.pattern.exec(message);
    if (!match) continue;
    const details: Record<string, unknown> = { ...match.groups };
    for (const name of ["field", "min", "max"]) if (typeof details[name] === "string") details[name] = fieldName(details[name] as string, translate);
    if (typeof details.what === "string") details.what = translate(`CONFIG.SERVER_ERRORS.LAST_ADMIN_${(details.what as string).toUpperCase()}`);
    return translate(`CONFIG.SERVER_ERRORS.${reason.key}`, details);
  }
  return null;
}

/**
 * The server's reason in the console's language: each part of the message the table
 * knows, translated with its details; else the translated meaning of a known code; the
 * server's own text only for a code the console does not know.
 */
export function translateServerReason(code: string, message: string, translate: Translate): string {
  const whole = translateOne(code, message, translate);
  if (whole !== null) return whole;
  const parts = message.split("; ").map((part) => translateOne(code, part.trim(), translate));
  if (message && parts.every((p) => p !== null)) return parts.join(" ");
  if (WORDED_CODES.includes(code)) {
    const known = parts.filter((p): p is string => p !== null);
    return [translate(`CONFIG.ERRORS.${code}`), ...known].join(" ");
  }
  return message || translate("CONFIG.ERRORS.UNKNOWN");
}
