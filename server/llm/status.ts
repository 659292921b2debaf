/**
 * How the calls to the language model went, in this process: the client records every
 * call here, GET /api/v2/status/llm reports it. The API key is never kept here.
 */
export interface LlmCall {
  ok: boolean;
  /** HTTP status of the answer; null when no answer came (network error, time-out). */
  statusCode: number | null;
  message: string | null;
  at?: Date;
}

export interface LlmCallStats {
  statusCode: number | null;
  responseMessage: string | null;
  lastSuccessfulCall: Date | null;
  lastFailedCall: Date | null;
  calls: number;
  failures: number;
}

export class LlmStatusTracker {
  private stats: LlmCallStats = { statusCode: null, responseMessage: null, lastSuccessfulCall: null, lastFailedCall: null, calls: 0, failures: 0 };

  record(call: LlmCall): void {
    const at = call.at ?? new Date();
    this.stats = {
      statusCode: call.statusCode,
      responseMessage: call.message,
      lastSuccessfulCall: call.ok ? at : this.stats.lastSuccessfulCall,
      lastFailedCall: call.ok ? this.stats.lastFailedCall : at,
      calls: this.stats.calls + 1,
      failures: this.stats.failures + (call.ok ? 0 : 1),
    };
  }

  snapshot(): Readonly<LlmCallStats> {
    return this.stats;
  }

  /** Failed calls in percent of all calls, 0 without calls. */
  errorRate(): number {
    return this.stats.calls === 0 ? 0 : Math.round((this.stats.failures / this.stats.calls) * 1000) / 10;
  }
}

/** The tracker of this process. */
export const llmStatus = new LlmStatusTracker();
