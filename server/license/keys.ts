/**
 * The installation's own key pair (table license_signing_key), generated once: it signs
 * the trial licence, and verifies uploaded licence files when no vendor key is set.
 * The private key never leaves the database.
 */
import type { Queryable } from "../db/database.js";
import { generateKeyPair, type KeyPairPem } from "./file.js";

export async function ensureSigningKey(db: Queryable): Promise<KeyPairPem> {
  const pair = generateKeyPair();
  await db.query(
    "INSERT INTO license_signing_key (id, public_key, private_key) VALUES (1, $1, $2) ON CONFLICT (id) DO NOTHING",
    [pair.publicKey, pair.privateKey],
  );
  const rows = await db.query<{ public_key: string; private_key: string }>("SELECT public_key, private_key FROM license_signing_key WHERE id = 1");
  return { publicKey: rows[0].public_key, privateKey: rows[0].private_key };
}
