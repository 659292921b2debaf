/** The command line: `reqlens check FILE... [options]`, read with node:util parseArgs and checked before any file is read. */
import { parseArgs } from "node:util";
import { FINDING_TYPES } from "../engine/index.js";
import { DOCUMENT_FORMATS, type DocumentFormat } from "../documents/index.js";
import { UsageError } from "./errors.js";

export const OUTPUTS = ["table", "json", "sarif", "junit", "csv"] as const;
export type Output = (typeof OUTPUTS)[number];

export interface CheckOptions {
  files: string[];
  format: DocumentFormat | "auto";
  language: "en" | "de" | "auto";
  config?: string;
  idColumn?: string;
  textColumn?: string;
  reqifAttribute?: string;
  minRating?: number;
  minAverage?: number;
  failOn: string[];
  output: Output;
  out?: string;
  server?: string;
  apiKey?: string;
  compare: boolean;
}

export type Command = { command: "help" } | { command: "version" } | ({ command: "check" } & CheckOptions);

export const USAGE = `Usage: reqlens check FILE... [options]

Checks the requirements of documents (CSV, TSV, XLSX, ReqIF, .reqifz, DOCX, Markdown,
plain text) and fails when they break the gate. Runs locally: no server, no database.

Options:
  --format auto|csv|tsv|xlsx|reqif|reqifz|docx|md|txt   format of the files (default: auto)
  --language en|de|auto          language of the requirements (default: auto, per requirement)
  --config FILE.json             configuration file, as the console exports it
  --id-column C                  tabular files: header of the id column
  --text-column C                tabular files: header of the text column
  --reqif-attribute A            ReqIF: the attribute holding the text (default: ReqIF.Text)
  --min-rating N                 fail requirements rated below N (1-5)
  --min-average X                fail files whose average rating is below X (0-5)
  --fail-on TYPE,...             fail requirements with findings of these types
                                 (e.g. WEAK_WORD,PASSIVE_SENTENCE; CONTRADICTION and DUPLICATE
                                 for the comparison of the requirements of a file)
  --no-compare                   skip the duplicate and contradiction comparison
  --output table|json|sarif|junit|csv   output format (default: table)
  --out FILE                     write the output to FILE instead of standard output
  --server URL --api-key KEY     analyse on a Reqlens server with its default configuration
  --help                         this help
  --version                      the version

Exit codes: 0 passed, 1 the gate failed, 2 usage error or unreadable input.
`;

/** Every finding type a gate can name. */
export function knownFindingTypes(): string[] {
  return [...new Set<string>([...FINDING_TYPES, "CONTRADICTION", "DUPLICATE"])];
}

function number(name: string, raw: string | undefined, min: number, max: number, integer: boolean): number | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (raw.trim() === "" || !Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
    throw new UsageError(`--${name} must be ${integer ? "a whole number" : "a number"} from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function oneOf<T extends string>(name: string, raw: string | undefined, allowed: readonly T[], fallback: T): T {
  if (raw === undefined) return fallback;
  if (!(allowed as readonly string[]).includes(raw)) throw new UsageError(`--${name} must be one of ${allowed.join(", ")}, not "${raw}"`);
  return raw as T;
}

function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === "/") end--;
  return url.slice(0, end);
}

export function parseCommandLine(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      strict: true,
      options: {
        format: { type: "string" },
        language: { type: "string" },
        config: { type: "string" },
        "id-column": { type: "string" },
        "text-column": { type: "string" },
        "reqif-attribute": { type: "string" },
        "min-rating": { type: "string" },
        "min-average": { type: "string" },
        "fail-on": { type: "string", multiple: true },
        output: { type: "string", short: "o" },
        out: { type: "string" },
        server: { type: "string" },
        "api-key": { type: "string" },
        "no-compare": { type: "boolean" },
        help: { type: "boolean", short: "h" },
        version: { type: "boolean", short: "v" },
      },
    });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  if (values.help) return { command: "help" };
  if (values.version) return { command: "version" };
  const [command, ...files] = positionals;
  if (command === undefined) throw new UsageError("no command given; the command is: check");
  if (command !== "check") throw new UsageError(`unknown command "${command}"; the command is: check`);
  if (files.length === 0) throw new UsageError("check needs at least one FILE");

  const known = knownFindingTypes();
  const failOn = (values["fail-on"] ?? []).flatMap((list) => list.split(",")).map((t) => t.trim().toUpperCase()).filter(Boolean);
  for (const type of failOn) if (!known.includes(type)) throw new UsageError(`--fail-on: "${type}" is not a finding type; the types are ${known.join(", ")}`);

  if (values.server !== undefined) {
    if (!/^https?:\/\/[^\s]+$/.test(values.server)) throw new UsageError(`--server must be an http:// or https:// URL, not "${values.server}"`);
    if (values.config !== undefined) throw new UsageError("--config and --server cannot be used together: with --server, the server's configuration applies");
  }
  if (values["api-key"] !== undefined && values.server === undefined) throw new UsageError("--api-key needs --server");

  return {
    command: "check",
    files,
    format: oneOf("format", values.format, [...DOCUMENT_FORMATS, "auto"], "auto"),
    language: oneOf("language", values.language, ["en", "de", "auto"], "auto"),
    config: values.config,
    idColumn: values["id-column"],
    textColumn: values["text-column"],
    reqifAttribute: values["reqif-attribute"],
    minRating: number("min-rating", values["min-rating"], 1, 5, true),
    minAverage: number("min-average", values["min-average"], 0, 5, false),
    failOn,
    output: oneOf("output", values.output, OUTPUTS, "table"),
    out: values.out,
    server: values.server === undefined ? undefined : withoutTrailingSlashes(values.server),
    apiKey: values["api-key"],
    compare: !values["no-compare"],
  };
}
