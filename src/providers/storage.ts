/**
 * The browser storage keys of the spec (section 9), read and written in one place.
 * Storage can be missing or full (private windows, quotas): reads fall back, writes
 * are best effort.
 */
export const STORAGE_KEYS = {
  apiKey: "apikey-token",
  checkState: "checkState",
  examplesState: "examplesState",
  checkHistory: "checkHistory",
  currentLanguage: "currentLanguage",
  /** The documents this browser uploaded: id, token, name and time of each. */
  documentTokens: "documentTokens",
} as const;

type Area = "local" | "session";

function area(which: Area): Storage | undefined {
  try {
    return which === "local" ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readString(which: Area, key: string): string | null {
  try {
    return area(which)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeString(which: Area, key: string, value: string | null): void {
  try {
    const store = area(which);
    if (!store) return;
    if (value === null) store.removeItem(key);
    else store.setItem(key, value);
  } catch {
    // Best effort: a full or disabled storage must not break the page.
  }
}

export function readJson<T>(which: Area, key: string, isValid: (value: unknown) => value is T): T | null {
  const raw = readString(which, key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeJson(which: Area, key: string, value: unknown): void {
  writeString(which, key, JSON.stringify(value));
}

export const apiKeyStore = {
  get: (): string | null => readString("local", STORAGE_KEYS.apiKey),
  set: (token: string): void => writeString("local", STORAGE_KEYS.apiKey, token),
  clear: (): void => writeString("local", STORAGE_KEYS.apiKey, null),
};
