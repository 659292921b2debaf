/**
 * Who is asking. Every request carries `request.user` (anonymous when no valid session
 * cookie came with it); `fastify.requireRoles(...)` is the preHandler of every route
 * that needs a signed-in user with one of the given roles: 401 UNAUTHORIZED when
 * anonymous, 403 FORBIDDEN when the role is missing.
 *
 * Sessions live in the database (only a hash of the id), so several server processes
 * share them. The cookie is HttpOnly, SameSite=Strict, signed with REQLENS_SESSION_SECRET
 * or a secret generated once and kept in the database.
 *
 * Cross-site requests: a state-changing request (POST, PUT, PATCH, DELETE) that carries
 * the session cookie, and every login, must come from this origin — an Origin or
 * Referer header naming another host is refused with 403 FORBIDDEN. Form bodies are
 * parsed only by the login route; the JSON API answers them 415.
 */
import { randomBytes } from "node:crypto";
import cookie from "@fastify/cookie";
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { DEFAULT_LOGIN_LIMITS, pruneLoginAttempts, type LoginLimits } from "../../auth/login-limit.js";
import type { AuthSettings } from "../../auth/settings.js";
import { createSession, deleteExpiredSessions, deleteSession, sessionUser } from "../../auth/sessions.js";
import { countAdministrators, createUser, type Role } from "../../auth/users.js";
import { generatePassword, passwordPolicyViolation } from "../../auth/passwords.js";
import type { Queryable } from "../../db/database.js";
import { STARTUP_LOCK } from "../../db/migrate.js";
import { isUnavailable } from "../../db/unavailable.js";
import { HttpError } from "../../errors.js";
import { sharedPlugin } from "../../plugin.js";
import { isAnalysisRoute } from "./api-keys.js";

export type { Role };

export interface User {
  userName: string;
  roles: Role[];
}

/** A fresh anonymous user (a new object each time, so nobody can change a shared one). */
export const anonymous = (): User => ({ userName: "", roles: ["ROLE_ANONYMOUS"] });

export const isAnonymous = (user: User): boolean => user.userName === "" || user.roles.includes("ROLE_ANONYMOUS");

export const SESSION_COOKIE = "reqlens_session";
export const LOGIN_PATH = "/reqlens_login";

const SESSION_SECRET_NAME = "session-cookie-secret";
const MIN_SECRET_LENGTH = 32;
const DEFAULT_SESSION_SECONDS = 8 * 3600;
const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export interface Sessions {
  /** Starts a session for the user (a new id every time) and sets the cookie; ends the one the request came with. */
  start(request: FastifyRequest, reply: FastifyReply, userName: string): Promise<void>;
  /** Ends the request's session, if any, and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user; { userName: "", roles: ["ROLE_ANONYMOUS"] } when nobody is. */
    user: User;
  }
  interface FastifyInstance {
    /** A preHandler: 401 when nobody is signed in, 403 when the user has none of the roles. */
    requireRoles(...roles: Role[]): preHandlerAsyncHookHandler;
    sessions: Sessions;
    authSettings: Required<Pick<AuthSettings, "sessionMaxAgeSeconds">> & AuthSettings & { login: LoginLimits };
  }
}

export const unauthorized = (message = "this needs a signed-in user; sign in first") => new HttpError(401, "UNAUTHORIZED", message);
export const forbidden = (message: string) => new HttpError(403, "FORBIDDEN", message);

export function requireRoles(...roles: Role[]): preHandlerAsyncHookHandler {
  return async function requireRolesHandler(request: FastifyRequest, _reply: FastifyReply) {
    const user = request.user;
    if (!user || isAnonymous(user)) throw unauthorized();
    if (!roles.some((role) => user.roles.includes(role))) {
      throw forbidden(`this needs the role ${roles.join(" or ")}; the signed-in user has ${user.roles.join(", ")}`);
    }
  };
}

/** The sign-in limits: the given ones over the defaults (an unset value keeps its default). */
function loginLimits(given: Partial<LoginLimits> | undefined): LoginLimits {
  const defined = Object.entries(given ?? {}).filter(([, value]) => value !== undefined);
  return { ...DEFAULT_LOGIN_LIMITS, ...Object.fromEntries(defined) };
}

/** The cookie signing secret: from the settings, else generated once and kept in the database. */
async function cookieSecret(db: Queryable, configured: string | undefined): Promise<string> {
  if (configured !== undefined) {
    if (configured.length < MIN_SECRET_LENGTH) {
      throw new Error(`REQLENS_SESSION_SECRET must have at least ${MIN_SECRET_LENGTH} characters`);
    }
    return configured;
  }
  await db.query("INSERT INTO app_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING", [
    SESSION_SECRET_NAME,
    randomBytes(48).toString("base64url"),
  ]);
  const rows = await db.query<{ value: string }>("SELECT value FROM app_secret WHERE name = $1", [SESSION_SECRET_NAME]);
  return rows[0].value;
}

/** The host (host:port) an Origin or Referer header names; null for "null" or anything unparsable. */
function hostOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.host ? url.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The path of a request URL, without its query. */
function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query === -1 ? url : url.slice(0, query);
}

/** Refuses a request whose Origin or Referer names another host than the one it was sent to. */
function checkSameOrigin(request: FastifyRequest): void {
  // The Host header, normalised like the URLs (a default port dropped).
  const own = hostOf(`${request.protocol}://${request.headers.host ?? ""}`) ?? "";
  const origin = request.headers.origin;
  if (origin !== undefined) {
    if (hostOf(origin) !== own) {
      throw forbidden(`cross-site request refused: the Origin ${JSON.stringify(origin.slice(0, 100))} is not this server`);
    }
    return;
  }
  const referer = request.headers.referer;
  if (referer !== undefined && hostOf(referer) !== own) {
    throw forbidden("cross-site request refused: the Referer names another site than this server");
  }
}

export default sharedPlugin(
  async (fastify) => {
    const given = fastify.settings.auth ?? {};
    const settings = {
      ...given,
      sessionMaxAgeSeconds: given.sessionMaxAgeSeconds ?? DEFAULT_SESSION_SECONDS,
      login: loginLimits(given.login),
    };
    fastify.decorate("authSettings", settings);

    // First start: the administrator `admin`, and the cookie secret, under the start-up lock.
    const secret = await fastify.db.exclusive(STARTUP_LOCK, async (session) => {
      if ((await countAdministrators(session)) === 0) {
        const configured = settings.adminPassword;
        const password = configured ?? generatePassword();
        if (await createUser(session, "admin", password, "ROLE_ADMINISTRATOR")) {
          if (configured === undefined) {
            // Shown once, on stdout and not in the log; it is not stored anywhere in plain.
            settings.announce?.(`Reqlens: the first administrator is "admin" with the password ${password} — change it after signing in.`);
            fastify.log.info('first start: administrator "admin" created with a generated password (printed once on stdout)');
          } else {
            fastify.log.info('first start: administrator "admin" created with the password of REQLENS_ADMIN_PASSWORD');
            if (passwordPolicyViolation(configured) !== null) {
              fastify.log.warn("REQLENS_ADMIN_PASSWORD does not meet the password policy; change it after signing in");
            }
          }
        }
      }
      return cookieSecret(session, settings.sessionSecret);
    });

    await fastify.register(cookie, { secret, hook: "onRequest" });

    const cookieOptions = {
      path: "/",
      httpOnly: true,
      sameSite: "strict" as const,
      secure: settings.secureCookies === true,
    };

    /** The session id of the request's cookie, when its signature is right. */
    function sessionIdOf(request: FastifyRequest): string | null {
      const raw = request.cookies[SESSION_COOKIE];
      if (!raw) return null;
      const unsigned = request.unsignCookie(raw);
      return unsigned.valid && unsigned.value ? unsigned.value : null;
    }

    fastify.decorate("sessions", {
      async start(request, reply, userName) {
        const previous = sessionIdOf(request);
        if (previous) await deleteSession(fastify.db, previous);
        const id = await createSession(fastify.db, userName, settings.sessionMaxAgeSeconds);
        reply.setCookie(SESSION_COOKIE, id, { ...cookieOptions, signed: true, maxAge: settings.sessionMaxAgeSeconds });
      },
      async end(request, reply) {
        const id = sessionIdOf(request);
        if (id) await deleteSession(fastify.db, id);
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
      },
    } satisfies Sessions);

    fastify.decorateRequest("user", null as unknown as User);
    fastify.decorate("requireRoles", requireRoles);

    /** Signs the request's user in from the session id of its cookie. */
    async function signIn(request: FastifyRequest, id: string): Promise<void> {
      let found: Awaited<ReturnType<typeof sessionUser>>;
      try {
        found = await sessionUser(fastify.db, id);
      } catch (error) {
        // Database out of reach: analyses need no user and go on anonymously; everything else answers 503.
        if (isUnavailable(error) && isAnalysisRoute(request.routeOptions.url)) return;
        throw error;
      }
      if (found) request.user = { userName: found.userName, roles: [found.role] };
    }

    // A callback hook, not an async one: most requests carry no session cookie and are
    // decided without a promise. A throw (cross-site refusal) becomes the error answer.
    fastify.addHook("onRequest", (request, _reply, done) => {
      request.user = anonymous();
      const hasCookie = request.cookies[SESSION_COOKIE] !== undefined;
      if (STATE_CHANGING.has(request.method) && (hasCookie || pathOf(request.url) === LOGIN_PATH)) checkSameOrigin(request);
      const id = hasCookie ? sessionIdOf(request) : null;
      if (!id) {
        done();
        return;
      }
      signIn(request, id).then(() => done(), done);
    });

    // Expired sessions and old login failures are removed now and then.
    const prune = async () => {
      try {
        await deleteExpiredSessions(fastify.db);
        await pruneLoginAttempts(fastify.db, settings.login);
      } catch (error) {
        fastify.log.warn({ err: error }, "pruning sessions failed");
      }
    };
    const timer = setInterval(() => void prune(), 10 * 60 * 1000);
    timer.unref();
    fastify.addHook("onClose", async () => clearInterval(timer));
  },
  { name: "auth", dependencies: ["db", "error-handler"] },
);
