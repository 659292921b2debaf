/**
 * Passwords: scrypt with a random salt per password, compared in constant time, and
 * the password policy of the product (at least 12 characters, a lowercase and an
 * uppercase letter, a digit and one of ! @ # $ % ^ & + = ? - _).
 */
import { randomBytes, randomInt, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
/** N = 2^15, r = 8, p = 1: about 32 MiB and some tens of milliseconds per hash. */
const PARAMS = { N: 1 << 15, r: 8, p: 1 } as const;
const MAX_MEM = 64 * 1024 * 1024;

function derive(password: string, salt: Buffer, options: ScryptOptions, length = KEY_LENGTH): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize("NFC"), salt, length, { ...options, maxmem: MAX_MEM }, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** "scrypt$N$r$p$salt$hash" (salt and hash in base64). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64"), key.toString("base64")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number);
  const salt = Buffer.from(parts[4], "base64");
  const expected = Buffer.from(parts[5], "base64");
  if (!N || !r || !p || expected.length === 0) return false;
  const actual = await derive(password, salt, { N, r, p }, expected.length);
  return timingSafeEqual(actual, expected);
}

/** A hash to compare against when the user does not exist, so both cases take as long. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString("base64"));
  return dummyHash;
}

export const PASSWORD_SPECIALS = "!@#$%^&+=?-_";
export const PASSWORD_MIN_LENGTH = 12;
/** Longer passwords are refused: scrypt would take them, but nobody needs them and they cost time. */
export const PASSWORD_MAX_LENGTH = 256;

/** The first rule of the policy the password breaks, as a message; null when it keeps all. */
export function passwordPolicyViolation(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `the new password must have at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `the new password must have at most ${PASSWORD_MAX_LENGTH} characters`;
  if (!/[a-z]/.test(password)) return "the new password must contain a lowercase letter";
  if (!/[A-Z]/.test(password)) return "the new password must contain an uppercase letter";
  if (!/[0-9]/.test(password)) return "the new password must contain a digit";
  if (![...PASSWORD_SPECIALS].some((c) => password.includes(c))) {
    return `the new password must contain one of ${[...PASSWORD_SPECIALS].join(" ")}`;
  }
  return null;
}

/** A random password that keeps the policy (for the first administrator). */
export function generatePassword(): string {
  const lower = "abcdefghijkmnopqrstuvwxyz";
  const upper = "ABCDEFGHJKLMNPQRSTUVWXYZ";
  const digits = "23456789";
  const all = lower + upper + digits + PASSWORD_SPECIALS;
  const pick = (set: string) => set[randomInt(set.length)];
  for (;;) {
    const chars = Array.from({ length: 20 }, () => pick(all));
    const candidate = chars.join("");
    if (passwordPolicyViolation(candidate) === null) return candidate;
  }
}
