/**
 * The `reqlens` command: checks documents locally (or on a server) and acts as a CI gate.
 * Exit codes: 0 passed, 1 the gate failed, 2 usage error or unreadable input (the reason
 * on standard error). Bundled to dist/cli/reqlens.js by scripts/build-node.mjs.
 */
import { readFileSync, writeFileSync } from "node:fs";
import packageJson from "../package.json" with { type: "json" };
import { applyGate, DocumentError, exportCsv, exportJson, exportJunit, exportSarif, importDocument, passed, type FileReport } from "../documents/index.js";
import { analyseRequirements } from "./analyse.js";
import { parseCommandLine, USAGE, type CheckOptions } from "./args.js";
import { loadConfiguration } from "./config.js";
import { UsageError } from "./errors.js";
import { progressBar } from "./progress.js";
import { formatTable } from "./table.js";

async function checkFile(file: string, options: CheckOptions, configuration: ReturnType<typeof loadConfiguration> | undefined): Promise<FileReport> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new UsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code === "ENOENT" ? "no such file" : (error as Error).message}`);
  }
  let imported;
  try {
    imported = await importDocument(bytes, {
      fileName: file,
      format: options.format,
      idColumn: options.idColumn,
      textColumn: options.textColumn,
      textAttribute: options.reqifAttribute,
    });
  } catch (error) {
    if (error instanceof DocumentError) throw new UsageError(`${file}: ${error.message}`);
    throw error;
  }
  if (imported.columns && !imported.columns.sure && options.textColumn === undefined) {
    process.stderr.write(
      `${file}: the columns were guessed (text: "${imported.columns.textColumn ?? ""}", id: ${imported.columns.idColumn ? `"${imported.columns.idColumn}"` : "row numbers"}); ` +
        "name them with --text-column and --id-column\n",
    );
  }
  const bar = progressBar(file);
  const rows = await analyseRequirements(imported.requirements, {
    language: options.language === "auto" ? undefined : options.language,
    configuration,
    server: options.server ? { url: options.server, apiKey: options.apiKey } : undefined,
    compare: options.compare,
    progress: bar.update,
  });
  bar.end();
  return applyGate(file, imported.format, rows, { minRating: options.minRating, minAverage: options.minAverage, failOn: options.failOn });
}

function render(files: FileReport[], options: CheckOptions): string {
  switch (options.output) {
    case "json":
      return `${JSON.stringify(exportJson(files), null, 2)}\n`;
    case "sarif":
      return `${JSON.stringify(exportSarif(files, { version: packageJson.version }), null, 2)}\n`;
    case "junit":
      return exportJunit(files);
    case "csv":
      return exportCsv(files.flatMap((f) => f.rows));
    case "table":
      return formatTable(files);
  }
}

export async function main(argv: string[]): Promise<number> {
  try {
    const command = parseCommandLine(argv);
    if (command.command === "help") {
      process.stdout.write(USAGE);
      return 0;
    }
    if (command.command === "version") {
      process.stdout.write(`reqlens ${packageJson.version}\n`);
      return 0;
    }
    const configuration = command.config === undefined ? undefined : loadConfiguration(command.config);
    const files: FileReport[] = [];
    for (const file of command.files) files.push(await checkFile(file, command, configuration));
    const output = render(files, command);
    if (command.out !== undefined) {
      try {
        writeFileSync(command.out, output);
      } catch (error) {
        throw new UsageError(`--out: cannot write ${command.out}: ${(error as Error).message}`);
      }
    } else process.stdout.write(output);
    return passed(files) ? 0 : 1;
  } catch (error) {
    if (error instanceof UsageError) {
      process.stderr.write(`reqlens: ${error.message}\n`);
      if (/command|FILE/.test(error.message)) process.stderr.write("Run reqlens --help for the usage.\n");
      return 2;
    }
    process.stderr.write(`reqlens: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 2;
  }
}

process.exitCode = await main(process.argv.slice(2));
