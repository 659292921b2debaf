/**
 * API keys and budgets on the analysis endpoints (/api/v2/requirements/…,
 * /api/v2/languages/analyse, /api/v2/comparison/…, /api/v2/documents…):
 *  - with enforcement on, a valid, unexpired X-API-KEY is needed: 401 APIKEY_MISSING,
 *    APIKEY_INVALID or APIKEY_EXPIRED otherwise (onRequest);
 *  - a client without a valid key has the anonymous budgets per address, a valid key the
 *    key's budgets: requests per minute (REQLENS_ANON_RATE_LIMIT, REQLENS_KEY_RATE_LIMIT;
 *    counted in onRequest, before the body is read; a route may opt out with
 *    `config.countRequest: false`, and reading a document's state and results is not
 *    counted), and requirements and characters per minute
 *    (REQLENS_ANON_/KEY_REQUIREMENTS_PER_MINUTE, …_CHARACTERS_PER_MINUTE; counted once the
 *    body is valid, by the route's `config.work`). Past any of them, 429 TOO_MANY_REQUESTS
 *    with Retry-After and a message naming the budget.
 * Keys and the enforcement switch are cached (lib/timed-cache.ts): reloaded in the
 * background when older than a second, so a key revoked through another process is
 * refused within a second and a database round trip, and at once on the process that
 * revoked it; the hot path never waits for the database. While the database is out of
 * reach, a key checked before keeps its state for up to five minutes, then answers 503.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import { findKey, KEY_FORMAT, keyHash, readEnforced, writeEnforced, type StoredKey } from "../../auth/api-keys.js";
import { RequestBudgets, type Charge } from "../../auth/budgets.js";
import { HttpError, type ErrorBody } from "../../errors.js";
import { TimedCache } from "../../lib/timed-cache.js";
import { sharedPlugin } from "../../plugin.js";

/** Known and unknown keys kept at most, by hash (a flood of random keys pushes out the oldest). */
const MAX_CACHED_KEYS = 10_000;

export type KeyCheck = { ok: true; keyId: string } | { ok: false; error: ErrorBody };

export interface ApiKeys {
  enforced(): Promise<boolean>;
  setEnforced(enforced: boolean): Promise<void>;
  /** Checks an X-API-KEY value (undefined when none was sent). */
  check(token: string | undefined): Promise<KeyCheck>;
  /** Forget cached keys (after this process changed them). */
  invalidate(): void;
}

declare module "fastify" {
  interface FastifyInstance {
    apiKeys: ApiKeys;
    requestBudgets: RequestBudgets;
  }
  interface FastifyContextConfig {
    /** The work a request costs against the client's requirement and character budgets, read from its validated body. */
    work?: (body: unknown) => Work;
    /** false: the request is not counted against the request budget, only by its `work` (cheap requests such as short language detection). */
    countRequest?: boolean;
  }
  interface FastifyRequest {
    /** Who the request counts against: "key:{id}" with a valid API key, else "anon:{address}" (analysis routes only). */
    client: string;
  }
}

/** What a request costs beyond being one request. */
export interface Work {
  requirements: number;
  characters: number;
}

/** The routes (by their route URL) that the key and the budgets guard. */
export function isAnalysisRoute(url: string | undefined): boolean {
  if (!url) return false;
  return (
    url.startsWith("/api/v2/requirements/") ||
    url === "/api/v2/languages/analyse" ||
    url.startsWith("/api/v2/comparison") ||
    url.startsWith("/api/v2/documents")
  );
}

/** Whether a request on an analysis route counts against the request budget: all do but reading documents (polled while a document is analysed). */
export function isBudgeted(method: string, url: string | undefined): boolean {
  return !(method === "GET" && url !== undefined && url.startsWith("/api/v2/documents"));
}

/** The X-API-KEY header of a request; undefined when absent or empty. */
export function apiKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers["x-api-key"];
  const text = Array.isArray(value) ? value[0] : value;
  return text && text.trim() !== "" ? text.trim() : undefined;
}

const keyError = (errorCode: ErrorBody["errorCode"], message: string): ErrorBody => ({ httpStatus: 401, errorCode, message });

export default sharedPlugin(
  async (fastify) => {
    const settings = fastify.settings.auth ?? {};
    const anonLimit = settings.anonRateLimit ?? 0;
    const keyLimit = settings.keyRateLimit ?? 0;

    const enforcement = new TimedCache<"enforced", boolean>(() => readEnforced(fastify.db));
    const keys = new TimedCache<string, StoredKey | null>((hash) => findKey(fastify.db, hash), { max: MAX_CACHED_KEYS });
    const lookup = (token: string) => keys.get(keyHash(token));

    // The common request (no key, enforcement off) is decided without a promise.
    const enforcedNow = (): boolean | undefined => enforcement.peek("enforced")?.value;

    const apiKeys: ApiKeys = {
      enforced: () => enforcement.get("enforced"),
      async setEnforced(enforced) {
        await writeEnforced(fastify.db, enforced);
        enforcement.clear();
      },
      async check(token) {
        if (token === undefined) return { ok: false, error: keyError("APIKEY_MISSING", "an API key is needed: send it in the X-API-KEY header") };
        if (!KEY_FORMAT.test(token)) return { ok: false, error: keyError("APIKEY_INVALID", "the API key is not valid") };
        const key = await lookup(token);
        if (!key) return { ok: false, error: keyError("APIKEY_INVALID", "the API key is not valid") };
        if (key.expiresAt !== null && key.expiresAt <= Date.now()) {
          return { ok: false, error: keyError("APIKEY_EXPIRED", "the API key has expired; ask the administrator for a new one") };
        }
        return { ok: true, keyId: key.id };
      },
      invalidate: () => keys.clear(),
    };
    fastify.decorate("apiKeys", apiKeys);

    fastify.decorateRequest("client", "");
    const budgets = new RequestBudgets(fastify.db, settings.budgetFlushMs ?? 200, fastify.log);
    fastify.decorate("requestBudgets", budgets);
    fastify.addHook("onClose", () => budgets.close());

    const perMinute = (count: number, unit: string) => `${count.toLocaleString("en")} ${unit} per minute`;

    /** Throws 429 with Retry-After, naming the budget that is spent. */
    function refuse(reply: FastifyReply, keyed: boolean, budget: string, retryAfterSeconds: number, needed?: string): never {
      reply.header("retry-after", String(retryAfterSeconds));
      const whose = keyed ? "this API key's budget" : "the budget of clients without an API key";
      const why = needed ? `this request needs ${needed}, more than is left of ${whose} of ${budget}` : `${whose} of ${budget} is used up`;
      throw new HttpError(429, "TOO_MANY_REQUESTS", `${why}; try again in ${retryAfterSeconds} s${keyed ? "" : " or use an API key"}`);
    }

    /** Counts an analysis request against the request budget; throws 429 past it. */
    function takeBudget(request: FastifyRequest, reply: FastifyReply, keyId: string | null): void {
      request.client = keyId ? `key:${keyId}` : `anon:${request.ip}`;
      if (request.routeOptions.config?.countRequest === false || !isBudgeted(request.method, request.routeOptions.url)) return;
      const limit = keyId ? keyLimit : anonLimit;
      const decision = budgets.take(request.client, limit);
      if (!decision.ok) refuse(reply, keyId !== null, perMinute(limit, "requests"), decision.retryAfterSeconds);
    }

    // The work of a request, once its body is read and valid: requirements and characters.
    fastify.addHook("preHandler", (request, reply, done) => {
      let work: Work | undefined;
      try {
        work = request.routeOptions.config?.work?.(request.body);
      } catch (error) {
        // A request over the size limits: 413 before anything is counted.
        done(error as Error);
        return;
      }
      if (!work || !isAnalysisRoute(request.routeOptions.url)) {
        done();
        return;
      }
      const keyed = request.client.startsWith("key:");
      const units = [
        {
          unit: "requirements",
          cost: work.requirements,
          limit: (keyed ? settings.keyRequirementsPerMinute : settings.anonRequirementsPerMinute) ?? 0,
        },
        { unit: "characters", cost: work.characters, limit: (keyed ? settings.keyCharactersPerMinute : settings.anonCharactersPerMinute) ?? 0 },
      ].filter((charge) => charge.cost > 0);
      const decision = budgets.takeAll(units.map((c): Charge => ({ client: `${request.client}#${c.unit}`, cost: c.cost, limit: c.limit })));
      if (decision.ok) {
        done();
        return;
      }
      const { unit, cost, limit } = units[decision.refused ?? 0];
      try {
        refuse(reply, keyed, perMinute(limit, unit), decision.retryAfterSeconds, `${cost.toLocaleString("en")} ${unit}`);
      } catch (error) {
        done(error as Error);
      }
    });

    async function guard(request: FastifyRequest, reply: FastifyReply, token: string | undefined): Promise<void> {
      const enforced = await apiKeys.enforced();
      let keyId: string | null = null;
      if (token !== undefined || enforced) {
        const result = await apiKeys.check(token);
        if (result.ok) keyId = result.keyId;
        else if (enforced) throw new HttpError(result.error.httpStatus, result.error.errorCode, result.error.message);
      }
      takeBudget(request, reply, keyId);
    }

    // A callback hook: every request passes here, and most are decided without a promise.
    // A throw (429) becomes the error answer.
    fastify.addHook("onRequest", (request, reply, done) => {
      if (!isAnalysisRoute(request.routeOptions.url)) {
        done();
        return;
      }
      const token = apiKeyOf(request);
      if (token === undefined && enforcedNow() === false) {
        takeBudget(request, reply, null);
        done();
        return;
      }
      guard(request, reply, token).then(() => done(), done);
    });
  },
  { name: "api-keys", dependencies: ["db", "auth"] },
);
