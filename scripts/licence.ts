/**
 * The vendor's licence tool.
 *   npm run licence -- keygen [--out DIR]
 *       a new Ed25519 key pair: public key for REQLENS_LICENSE_PUBLIC_KEY, private key for
 *       issuing; printed, or written to DIR/reqlens-licence-{public,private}.pem
 *   npm run licence -- issue --request FILE --days N --key PRIVATE_KEY_FILE [--out FILE]
 *       a licence file for a request file (POST /api/v2/license/request), valid for N
 *       days from now; printed, or written to FILE
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateKeyPair, issueLicense, parseLicenseRequest } from "../server/license/file.js";

const USAGE = `usage:
  npm run licence -- keygen [--out DIR]
  npm run licence -- issue --request FILE --days N --key PRIVATE_KEY_FILE [--out FILE]`;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (value === undefined || value.startsWith("--")) throw new Error(`--${name} needs a value`);
  return value;
}

export function run(args: string[], print: (text: string) => void = (t) => process.stdout.write(t)): void {
  const [command, ...rest] = args;
  if (command === "keygen") {
    const pair = generateKeyPair();
    const out = option(rest, "out");
    if (out) {
      writeFileSync(join(out, "reqlens-licence-public.pem"), pair.publicKey);
      writeFileSync(join(out, "reqlens-licence-private.pem"), pair.privateKey, { mode: 0o600 });
      print(`wrote ${join(out, "reqlens-licence-public.pem")} and ${join(out, "reqlens-licence-private.pem")} (keep the private key secret)\n`);
    } else {
      print(`${pair.publicKey}${pair.privateKey}`);
    }
    return;
  }
  if (command === "issue") {
    const requestFile = option(rest, "request");
    const days = option(rest, "days");
    const keyFile = option(rest, "key");
    if (!requestFile || !days || !keyFile) throw new Error(`issue needs --request, --days and --key\n${USAGE}`);
    if (!/^\d+$/.test(days)) throw new Error("--days must be a whole number");
    const request = parseLicenseRequest(readFileSync(requestFile, "utf8"));
    const licence = JSON.stringify(issueLicense(request, Number(days), readFileSync(keyFile, "utf8")), null, 2) + "\n";
    const out = option(rest, "out");
    if (out) {
      writeFileSync(out, licence);
      print(`wrote ${out}: licence for installation ${request.installationId}, ${days} days\n`);
    } else {
      print(licence);
    }
    return;
  }
  throw new Error(USAGE);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    run(process.argv.slice(2));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
