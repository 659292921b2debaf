/**
 * The body of POST /requirements/analyse, read in an engine thread: the main thread only
 * receives the bytes (up to 16 MB) and hands them over, so parsing, validation and the
 * prototype-poisoning check of a large batch (tens of milliseconds) never hold up other
 * requests on the event loop.
 *
 * The thread answers what the main thread needs and nothing more: the `config` part, the
 * work the request costs (budgets), and the items split into the chunks the pool will run
 * (chunkRanges), each chunk in V8's serialization format so the next thread reads it back
 * without JSON. The refusals are the same as the route's schema validation and limits
 * would give on the main thread: 400 naming the field and the bound (Fastify's messages,
 * server/validation.ts), 413 past the request's limits.
 */
import { serialize } from "node:v8";
import { Ajv } from "ajv";
import { parse as secureParse } from "secure-json-parse";
import { apiSchemas } from "../../schemas/generated/schemas.js";
import type { AnalysisRequest } from "../../schemas/generated/types.js";
import { chunkRanges } from "./chunks.js";
import { analysisWork } from "../routes/api/v2/requirements/limits.js";
import { annotationKeywords, schemaErrorFormatter } from "../validation.js";
import { HttpError } from "../errors.js";
import type { Work } from "../plugins/app/api-keys.js";

export interface ReadAnalysisTask {
  kind: "readAnalysis";
  body: Uint8Array;
  /** Worker threads of the pool: each gets at least one chunk. */
  threads: number;
  /** Answer the items as well (a language model judges them on the main thread). */
  withContent: boolean;
}

/** A body read: what it asks for, or why it is refused. */
export type ReadAnalysisOutcome =
  | {
      ok: true;
      config: AnalysisRequest["config"];
      work: Work;
      /** [from, to) of each chunk in the items. */
      ranges: Array<[number, number]>;
      /** Each chunk's items, V8-serialized (own buffers, so each crosses to its thread alone). */
      chunks: Uint8Array[];
      content?: AnalysisRequest["content"];
    }
  | { ok: false; httpStatus: 400 | 413; message: string };

// The options of the server's validator (server/app.ts, over @fastify/ajv-compiler's defaults).
let validate: ReturnType<Ajv["compile"]> | undefined;
const validator = () =>
  (validate ??= new Ajv({
    coerceTypes: false,
    useDefaults: true,
    removeAdditional: false,
    allErrors: false,
    keywords: annotationKeywords(),
  }).compile(apiSchemas.AnalysisRequest));

const refusal = (httpStatus: 400 | 413, message: string): ReadAnalysisOutcome => ({ ok: false, httpStatus, message });

export function readAnalysisBody(task: ReadAnalysisTask): ReadAnalysisOutcome {
  // The refusals of Fastify's own JSON parser, which the other routes use.
  if (task.body.length === 0) return refusal(400, "the request body is empty; send a JSON document");
  let body: unknown;
  try {
    body = secureParse(Buffer.from(task.body.buffer, task.body.byteOffset, task.body.byteLength), undefined, {
      protoAction: "error",
      constructorAction: "error",
    });
  } catch {
    return refusal(400, "the request body is not valid JSON");
  }
  const check = validator();
  if (!check(body)) return refusal(400, schemaErrorFormatter(check.errors as never, "body").message);
  let work: Work;
  try {
    work = analysisWork(body);
  } catch (error) {
    if (error instanceof HttpError && error.httpStatus === 413) return refusal(413, error.message);
    throw error;
  }
  const { config, content } = body as AnalysisRequest;
  const ranges = chunkRanges(
    content.map((item) => item.text.length),
    task.threads,
  );
  const chunks = ranges.map(([from, to]) => new Uint8Array(serialize(content.slice(from, to))));
  return { ok: true, config, work, ranges, chunks, ...(task.withContent ? { content } : {}) };
}
