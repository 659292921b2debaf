/**
 * The installation's own key pair (table license_signing_key), generated once: it signs
 * the trial licence, and verifies uploaded licence files when no vendor key is set.
 * The private key never leaves the database. The row also records the fingerprint of the
 * vendor key, so that processes with different vendor keys on one database are refused.
 */
import { createHash, type KeyObject } from "node:crypto";
import type { Queryable } from "../db/database.js";
import { generateKeyPair, type KeyPairPem } from "./file.js";

export async function ensureSigningKey(db: Queryable): Promise<KeyPairPem> {
  const pair = generateKeyPair();
  await db.query("INSERT INTO license_signing_key (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING", [
    pair.publicKey,
    pair.privateKey,
  ]);
  const rows = await db.query<{ public_key: string; private_key: string }>("SELECT public_key, private_key FROM license_signing_key WHERE id = 1");
  return { publicKey: rows[0].public_key, privateKey: rows[0].private_key };
}

/** The SHA-256 fingerprint of a public key (of its DER form), as hex. */
export const keyFingerprint = (key: KeyObject): string =>
  createHash("sha256")
    .update(key.export({ type: "spki", format: "der" }))
    .digest("hex");

/**
 * Checks the vendor key of this process against the one the installation's processes use:
 * the first process started with one records its fingerprint; a process with another key,
 * or without one once one is recorded, is refused (its licence status would differ).
 */
export async function checkVendorKey(db: Queryable, vendorKey: KeyObject | null): Promise<void> {
  const own = vendorKey ? keyFingerprint(vendorKey) : null;
  const [row] = await db.query<{ fingerprint: string | null }>(
    "UPDATE license_signing_key SET vendor_key_fingerprint = coalesce(vendor_key_fingerprint, $1) WHERE id = 1 RETURNING vendor_key_fingerprint AS fingerprint",
    [own],
  );
  const recorded = row?.fingerprint ?? null;
  if (recorded === null || recorded === own) return;
  throw new Error(
    `REQLENS_LICENSE_PUBLIC_KEY ${own ? `(fingerprint ${own.slice(0, 16)}…) differs from` : "is not set, but the processes of this database use"} ` +
      `the vendor key with the fingerprint ${recorded.slice(0, 16)}…: start every process of one database with the same key. ` +
      "After a deliberate change of the vendor key, clear the recorded one: UPDATE license_signing_key SET vendor_key_fingerprint = NULL.",
  );
}
