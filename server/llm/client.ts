/**
 * A client of any OpenAI-compatible chat-completions endpoint (LLM_URL, LLM_MODEL,
 * LLM_API_KEY). Each call has a timeout (LLM_TIMEOUT_MS, default 8000) and at most one
 * retry, on a 5xx answer, a timeout or a network failure. The model is asked for JSON;
 * the answer is parsed and its shape checked strictly, and an answer that does not fit is
 * dropped (the caller gets null), never shown. Every call's outcome goes to an observer
 * (the status of GET /status/llm).
 */
import type { Language } from "../../engine/index.js";

export interface LlmSettings {
  /** Base URL (…/v1) or the full …/chat/completions URL. */
  url: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  /** Retries after a 5xx answer, a timeout or a network failure (default 1). */
  retries: number;
}

/** The settings from the environment, or null when no language model is configured. */
export function llmSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): LlmSettings | null {
  if (!env.LLM_URL || !env.LLM_MODEL) return null;
  const timeout = Number(env.LLM_TIMEOUT_MS);
  return {
    url: env.LLM_URL,
    model: env.LLM_MODEL,
    apiKey: env.LLM_API_KEY || undefined,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 8000,
    retries: 1,
  };
}

export interface LlmCallOutcome {
  ok: boolean;
  /** HTTP status of the last attempt; null when no answer came (timeout, network). */
  statusCode: number | null;
  message: string;
  at: Date;
}

/** Receives the outcome of every call (one per call, after its retries). */
export type LlmObserver = (outcome: LlmCallOutcome) => void;

export interface ChatMessage {
  role: "system" | "user";
  content: string;
}

class AttemptError extends Error {
  constructor(
    message: string,
    readonly statusCode: number | null,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}

const LANGUAGE_NAMES: Record<Language, string> = { en: "English", de: "German" };

function completionsUrl(url: string): string {
  const trimmed = url.replace(/(?<!\/)\/+$/, "");
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}

/** The JSON object in a model's answer: plain, or inside a ``` fence. */
export function parseJsonAnswer(content: string): unknown {
  const fenced = /^```(?:json)?([\s\S]*?)```$/i.exec(content.trim());
  return JSON.parse(fenced ? fenced[1] : content);
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export class LlmClient {
  private readonly endpoint: string;

  constructor(
    readonly settings: LlmSettings,
    private readonly observe: LlmObserver = () => undefined,
  ) {
    this.endpoint = completionsUrl(settings.url);
  }

  /**
   * One chat completion whose answer must be a JSON object accepted by `read`
   * (which returns null for a wrong shape). Null when the call failed or the answer did not fit.
   */
  async chatJson<T>(messages: ChatMessage[], read: (value: unknown) => T | null): Promise<T | null> {
    let lastError: AttemptError | undefined;
    for (let attempt = 0; attempt <= this.settings.retries; attempt++) {
      try {
        const { content, statusCode } = await this.attempt(messages);
        let value: T | null = null;
        try {
          value = read(parseJsonAnswer(content));
        } catch {
          value = null;
        }
        if (value === null) {
          this.observe({ ok: false, statusCode, message: "the answer was not JSON of the expected shape; it was dropped", at: new Date() });
          return null;
        }
        this.observe({ ok: true, statusCode, message: "OK", at: new Date() });
        return value;
      } catch (error) {
        lastError = error instanceof AttemptError ? error : new AttemptError(String(error), null, true);
        if (!lastError.retryable) break;
      }
    }
    this.observe({ ok: false, statusCode: lastError?.statusCode ?? null, message: lastError?.message ?? "failed", at: new Date() });
    return null;
  }

  private async attempt(messages: ChatMessage[]): Promise<{ content: string; statusCode: number }> {
    const headers: Record<string, string> = { "content-type": "application/json" };
    if (this.settings.apiKey) headers.authorization = `Bearer ${this.settings.apiKey}`;
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: "POST",
        headers,
        body: JSON.stringify({ model: this.settings.model, messages, temperature: 0, response_format: { type: "json_object" } }),
        signal: AbortSignal.timeout(this.settings.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      const timedOut = name === "TimeoutError" || name === "AbortError";
      throw new AttemptError(timedOut ? `no answer within ${this.settings.timeoutMs} ms` : `request failed: ${(error as Error).message}`, null, true);
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    if (!response.ok) {
      throw new AttemptError(`HTTP ${response.status}`, response.status, response.status >= 500);
    }
    const choices = isObject(body) ? body.choices : undefined;
    const message = Array.isArray(choices) && isObject(choices[0]) ? choices[0].message : undefined;
    const content = isObject(message) ? message.content : undefined;
    if (typeof content !== "string") throw new AttemptError("the answer holds no message content", response.status, false);
    return { content, statusCode: response.status };
  }

  /** Rewrites of a requirement by the model (the caller re-analyses and filters them). */
  async suggest(text: string, language: Language, problems: string[]): Promise<string[]> {
    const answer = await this.chatJson(
      [
        {
          role: "system",
          content:
            `You improve requirement sentences written in ${LANGUAGE_NAMES[language]}. Keep the meaning; write one clear, testable ` +
            `requirement with a named actor and a binding modal verb. Answer only with JSON: {"suggestions": ["…", "…"]} (at most 3).`,
        },
        { role: "user", content: JSON.stringify({ requirement: text, problems }) },
      ],
      (value) => {
        if (!isObject(value) || !Array.isArray(value.suggestions)) return null;
        const list = value.suggestions;
        if (list.length > 10 || !list.every((s) => typeof s === "string" && s.trim().length > 0 && s.length <= 5000)) return null;
        return (list as string[]).map((s) => s.trim());
      },
    );
    return answer ?? [];
  }

  /** An overall judgement of a requirement's quality, 0..1; null when the model gave none. */
  async intuition(text: string, language: Language): Promise<number | null> {
    return this.chatJson(
      [
        {
          role: "system",
          content:
            `Judge the quality of a requirement written in ${LANGUAGE_NAMES[language]} (clear, unambiguous, testable, one requirement). ` +
            `Answer only with JSON: {"score": <number from 0 to 1>}.`,
        },
        { role: "user", content: text },
      ],
      (value) => (isObject(value) && typeof value.score === "number" && value.score >= 0 && value.score <= 1 ? value.score : null),
    );
  }

  /** Whether two requirements contradict each other, with a reason; null when the model gave no usable answer. */
  async judgeContradiction(a: string, b: string, language: Language): Promise<{ contradicts: boolean; reason: string } | null> {
    return this.chatJson(
      [
        {
          role: "system",
          content:
            `Decide whether two requirements contradict each other (both cannot be fulfilled at once). Write the reason in ` +
            `${LANGUAGE_NAMES[language]}, one sentence. Answer only with JSON: {"contradicts": true|false, "reason": "…"}.`,
        },
        { role: "user", content: JSON.stringify({ a, b }) },
      ],
      (value) => {
        if (!isObject(value) || typeof value.contradicts !== "boolean") return null;
        if (value.contradicts && (typeof value.reason !== "string" || value.reason.trim() === "" || value.reason.length > 1000)) return null;
        return { contradicts: value.contradicts, reason: typeof value.reason === "string" ? value.reason.trim() : "" };
      },
    );
  }
}
