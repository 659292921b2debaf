/**
 * Documents and the command line, the figures of issue #9:
 *   - `reqlens check` (the built bin, dist/cli/reqlens.js) on a 10,000-requirement CSV and
 *     XLSX: wall time from start to exit, requirements/s, and the child's peak resident
 *     memory (target below 400 MB);
 *   - the same bin on a 20,000-requirement ReqIF (the document limit): peak resident
 *     memory (target below 1 GB) and wall time.
 * Each run is import, analysis of every requirement, the comparison of all of them and
 * the JSON output. The documents are built at run time from the dataset texts
 * (promise-plus and german-lastenheft, when ../shared/datasets exists) topped up with
 * engine/compare's synthetic requirements (whose similarities are spread as in real
 * documents); nothing is committed. Run alone: npx tsx scripts/bench/documents.ts
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { escapeHtml } from "../../engine/index.js";
import { syntheticRequirements } from "../../engine/compare/synthetic.js";
import { datasetsDir, promisePlus, readJsonl, root } from "./corpus.js";

export const CLI_MEMORY_TARGET_MB = 400;
export const REQIF_MEMORY_TARGET_MB = 1024;

/** `size` texts: the datasets' first, then synthetic ones. */
function texts(size: number): string[] {
  const out: string[] = (promisePlus() ?? []).map((t) => t.text);
  const german = join(datasetsDir, "german-lastenheft", "german-lastenheft.jsonl");
  if (existsSync(german)) out.push(...readJsonl<{ text: string }>(german).map((t) => t.text));
  if (out.length < size) out.push(...syntheticRequirements(size - out.length, 9));
  return out.slice(0, size);
}

async function writeXlsx(path: string, rows: string[][]): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Requirements");
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(path);
}

/** A ReqIF document in the common shape: XHTML text, ForeignID, one heading per 50 requirements. */
function reqif(all: string[]): string {
  const objects: string[] = [];
  const hierarchy: string[] = [];
  const value = (def: string, kind: "STRING" | "XHTML", v: string) =>
    kind === "STRING"
      ? `<ATTRIBUTE-VALUE-STRING THE-VALUE="${escapeHtml(v)}"><DEFINITION><ATTRIBUTE-DEFINITION-STRING-REF>${def}</ATTRIBUTE-DEFINITION-STRING-REF></DEFINITION></ATTRIBUTE-VALUE-STRING>`
      : `<ATTRIBUTE-VALUE-XHTML><DEFINITION><ATTRIBUTE-DEFINITION-XHTML-REF>${def}</ATTRIBUTE-DEFINITION-XHTML-REF></DEFINITION><THE-VALUE><xhtml:div><xhtml:p>${escapeHtml(v)}</xhtml:p></xhtml:div></THE-VALUE></ATTRIBUTE-VALUE-XHTML>`;
  const object = (id: string, values: string) =>
    `<SPEC-OBJECT IDENTIFIER="${id}" LAST-CHANGE="2025-01-01T00:00:00Z"><VALUES>${values}</VALUES><TYPE><SPEC-OBJECT-TYPE-REF>t</SPEC-OBJECT-TYPE-REF></TYPE></SPEC-OBJECT>`;
  let children: string[] = [];
  const close = (heading: number) => {
    if (children.length > 0) hierarchy.push(`<SPEC-HIERARCHY IDENTIFIER="sh-h${heading}" LAST-CHANGE="2025-01-01T00:00:00Z"><OBJECT><SPEC-OBJECT-REF>h${heading}</SPEC-OBJECT-REF></OBJECT><CHILDREN>${children.join("")}</CHILDREN></SPEC-HIERARCHY>`);
    children = [];
  };
  all.forEach((text, i) => {
    if (i % 50 === 0) {
      close(i / 50 - 1);
      objects.push(object(`h${i / 50}`, value("chapter", "STRING", `Chapter ${i / 50 + 1}`)));
    }
    objects.push(object(`o${i}`, value("fid", "STRING", `REQ-${i + 1}`) + value("text", "XHTML", text)));
    children.push(`<SPEC-HIERARCHY IDENTIFIER="sh${i}" LAST-CHANGE="2025-01-01T00:00:00Z"><OBJECT><SPEC-OBJECT-REF>o${i}</SPEC-OBJECT-REF></OBJECT></SPEC-HIERARCHY>`);
  });
  close(Math.floor((all.length - 1) / 50));
  const definition = (id: string, name: string, kind: "STRING" | "XHTML") =>
    `<ATTRIBUTE-DEFINITION-${kind} IDENTIFIER="${id}" LAST-CHANGE="2025-01-01T00:00:00Z" LONG-NAME="${name}"><TYPE><DATATYPE-DEFINITION-${kind}-REF>dt-${kind}</DATATYPE-DEFINITION-${kind}-REF></TYPE></ATTRIBUTE-DEFINITION-${kind}>`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<REQ-IF xmlns="http://www.omg.org/spec/ReqIF/20110401/reqif.xsd" xmlns:xhtml="http://www.w3.org/1999/xhtml">
<THE-HEADER><REQ-IF-HEADER IDENTIFIER="hdr"><REQ-IF-VERSION>1.0</REQ-IF-VERSION><TITLE>Benchmark</TITLE></REQ-IF-HEADER></THE-HEADER>
<CORE-CONTENT><REQ-IF-CONTENT>
<DATATYPES><DATATYPE-DEFINITION-STRING IDENTIFIER="dt-STRING" LAST-CHANGE="2025-01-01T00:00:00Z" MAX-LENGTH="10000"/><DATATYPE-DEFINITION-XHTML IDENTIFIER="dt-XHTML" LAST-CHANGE="2025-01-01T00:00:00Z"/></DATATYPES>
<SPEC-TYPES><SPEC-OBJECT-TYPE IDENTIFIER="t" LAST-CHANGE="2025-01-01T00:00:00Z" LONG-NAME="Requirement"><SPEC-ATTRIBUTES>${definition("fid", "ReqIF.ForeignID", "STRING")}${definition("chapter", "ReqIF.ChapterName", "STRING")}${definition("text", "ReqIF.Text", "XHTML")}</SPEC-ATTRIBUTES></SPEC-OBJECT-TYPE></SPEC-TYPES>
<SPEC-OBJECTS>
${objects.join("\n")}
</SPEC-OBJECTS>
<SPECIFICATIONS><SPECIFICATION IDENTIFIER="spec" LAST-CHANGE="2025-01-01T00:00:00Z" LONG-NAME="Benchmark"><CHILDREN>${hierarchy.join("\n")}</CHILDREN></SPECIFICATION></SPECIFICATIONS>
</REQ-IF-CONTENT></CORE-CONTENT>
</REQ-IF>
`;
}

export interface CliRun {
  requirements: number;
  fileMegabytes: number;
  wallSeconds: number;
  requirementsPerSecond: number;
  peakRssMb: number;
  exitCode: number | null;
}

/** Prints the process's peak resident set size (kB) on standard error as it exits. */
const MAX_RSS_HOOK = `data:text/javascript,process.on("exit",()=>process.stderr.write("\\nreqlens-max-rss-kb="+process.resourceUsage().maxRSS+"\\n"))`;

function runCli(file: string, requirements: number, bytes: number): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(process.execPath, ["--import", MAX_RSS_HOOK, join(root, "dist", "cli", "reqlens.js"), "check", file, "--output", "json", "--out", file + ".json"], {
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      const wallSeconds = Number(process.hrtime.bigint() - started) / 1e9;
      const rss = /reqlens-max-rss-kb=(\d+)/.exec(stderr);
      if (!rss || (code !== 0 && code !== 1)) return reject(new Error(`reqlens check ${file} ended with ${code}: ${stderr.slice(0, 2000)}`));
      resolve({
        requirements,
        fileMegabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
        wallSeconds: Math.round(wallSeconds * 100) / 100,
        requirementsPerSecond: Math.round(requirements / wallSeconds),
        peakRssMb: Math.round(Number(rss[1]) / 1024),
        exitCode: code,
      });
    });
  });
}

function line(name: string, run: CliRun, targetMb: number): void {
  console.log(
    `${name.padEnd(26)} ${String(run.requirements).padStart(6)} req  ${String(run.fileMegabytes).padStart(5)} MB  ${run.wallSeconds.toFixed(1).padStart(6)} s  ` +
      `${String(run.requirementsPerSecond).padStart(6)} req/s  peak ${String(run.peakRssMb).padStart(5)} MB (target < ${targetMb} MB${run.peakRssMb < targetMb ? "" : ", MISSED"})`,
  );
}

export async function benchDocuments(): Promise<Record<string, unknown>> {
  execFileSync(process.execPath, [join(root, "scripts", "build-node.mjs")], { cwd: root, stdio: "ignore" });
  const dir = mkdtempSync(join(tmpdir(), "reqlens-bench-documents-"));
  try {
    const tenThousand = texts(10_000);
    const rows = [["ID", "Requirement"], ...tenThousand.map((text, i) => [`REQ-${i + 1}`, text])];
    const csvPath = join(dir, "requirements.csv");
    const csv = Papa.unparse(rows);
    writeFileSync(csvPath, csv);
    const xlsxPath = join(dir, "requirements.xlsx");
    await writeXlsx(xlsxPath, rows);
    const reqifPath = join(dir, "requirements.reqif");
    const xml = reqif(texts(20_000));
    writeFileSync(reqifPath, xml);

    const figures: Record<string, unknown> = { cliMemoryTargetMb: CLI_MEMORY_TARGET_MB, reqifMemoryTargetMb: REQIF_MEMORY_TARGET_MB };
    figures.cliCsv10k = await runCli(csvPath, tenThousand.length, Buffer.byteLength(csv));
    line("reqlens check, CSV", figures.cliCsv10k as CliRun, CLI_MEMORY_TARGET_MB);
    const { size } = await import("node:fs/promises").then((fs) => fs.stat(xlsxPath));
    figures.cliXlsx10k = await runCli(xlsxPath, tenThousand.length, size);
    line("reqlens check, XLSX", figures.cliXlsx10k as CliRun, CLI_MEMORY_TARGET_MB);
    figures.cliReqif20k = await runCli(reqifPath, 20_000, Buffer.byteLength(xml));
    line("reqlens check, ReqIF", figures.cliReqif20k as CliRun, REQIF_MEMORY_TARGET_MB);
    return figures;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await benchDocuments()));
}
