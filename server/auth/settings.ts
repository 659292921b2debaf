/**
 * Settings of sign-in, API keys and request budgets, read from the environment by
 * optionsFromEnv. Absent in AppOptions (tests), budgets are off and a generated first
 * administrator password is not printed.
 */
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from "./login-limit.js";

export interface AuthSettings {
  /** REQLENS_SESSION_SECRET: signs the session cookie; otherwise a secret generated once and kept in the database. */
  sessionSecret?: string;
  /** REQLENS_SECURE_COOKIES=true: the session cookie is sent over HTTPS only. */
  secureCookies?: boolean;
  /** REQLENS_ADMIN_PASSWORD: the password of the first administrator `admin`. */
  adminPassword?: string;
  /** Where a generated first administrator password is shown (once); the server prints it to stdout. */
  announce?: (text: string) => void;
  /** REQLENS_ANON_RATE_LIMIT: analysis requests per minute and client address without a key; 0 = unlimited. */
  anonRateLimit?: number;
  /** REQLENS_KEY_RATE_LIMIT: analysis requests per minute with a valid API key; 0 = unlimited. */
  keyRateLimit?: number;
  /** REQLENS_SESSION_HOURS: lifetime of a session (default 8). */
  sessionMaxAgeSeconds?: number;
  /** Sign-in attempt limits (REQLENS_LOGIN_*); unset ones keep their defaults (auth/login-limit.ts). */
  login?: Partial<LoginLimits>;
  /** How often request budgets are merged with the database (default 200 ms). */
  budgetFlushMs?: number;
}

function count(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number ≥ 0, not ${JSON.stringify(value)}`);
  return n;
}

/** Minutes from the environment as seconds; unset → undefined (the default applies). */
function minutes(value: string | undefined, name: string): number | undefined {
  return value === undefined || value.trim() === "" ? undefined : count(value, 0, name) * 60;
}

export function authSettingsFromEnv(env: NodeJS.ProcessEnv): AuthSettings {
  return {
    sessionSecret: env.REQLENS_SESSION_SECRET || undefined,
    secureCookies: env.REQLENS_SECURE_COOKIES === "true",
    adminPassword: env.REQLENS_ADMIN_PASSWORD || undefined,
    announce: (text) => process.stdout.write(`${text}\n`),
    anonRateLimit: count(env.REQLENS_ANON_RATE_LIMIT, 60, "REQLENS_ANON_RATE_LIMIT"),
    keyRateLimit: count(env.REQLENS_KEY_RATE_LIMIT, 1000, "REQLENS_KEY_RATE_LIMIT"),
    sessionMaxAgeSeconds: count(env.REQLENS_SESSION_HOURS, 8, "REQLENS_SESSION_HOURS") * 3600 || 8 * 3600,
    login: {
      attempts: count(env.REQLENS_LOGIN_ATTEMPTS, DEFAULT_LOGIN_LIMITS.attempts, "REQLENS_LOGIN_ATTEMPTS"),
      lockSeconds: minutes(env.REQLENS_LOGIN_LOCK_MINUTES, "REQLENS_LOGIN_LOCK_MINUTES"),
      maxLockSeconds: minutes(env.REQLENS_LOGIN_MAX_LOCK_MINUTES, "REQLENS_LOGIN_MAX_LOCK_MINUTES"),
      addressAttempts: count(env.REQLENS_LOGIN_ADDRESS_ATTEMPTS, DEFAULT_LOGIN_LIMITS.addressAttempts, "REQLENS_LOGIN_ADDRESS_ATTEMPTS"),
      windowSeconds: minutes(env.REQLENS_LOGIN_WINDOW_MINUTES, "REQLENS_LOGIN_WINDOW_MINUTES"),
    },
  };
}
