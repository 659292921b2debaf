/**
 * Licence files and licence requests: JSON signed with Ed25519 (node:crypto).
 *
 *   request  { format: "reqlens-license-request/1", installationId, requestInfo, requestDate }
 *   licence  { format: "reqlens-license/1", license: { kind, installationId, requestInfo,
 *              creationDate, expirationDate }, signature }
 *
 * The signature covers the canonical JSON of `license` (keys sorted, no blanks), so a
 * file may be re-indented without breaking it, but no value may change.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, sign, verify, type KeyObject } from "node:crypto";

export const REQUEST_FORMAT = "reqlens-license-request/1";
export const LICENSE_FORMAT = "reqlens-license/1";

export interface RequestInfo {
  email: string;
  company: string;
  department: string;
}

export interface LicenseRequestFile {
  format: typeof REQUEST_FORMAT;
  installationId: string;
  requestInfo: RequestInfo;
  requestDate: string;
}

export interface LicensePayload {
  kind: "trial" | "file";
  installationId: string;
  requestInfo: RequestInfo;
  creationDate: string;
  expirationDate: string;
}

export interface LicenseFile {
  format: typeof LICENSE_FORMAT;
  license: LicensePayload;
  signature: string;
}

export interface KeyPairPem {
  publicKey: string;
  privateKey: string;
}

/** JSON with object keys sorted at every level: the bytes that are signed. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

export function generateKeyPair(): KeyPairPem {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  return {
    publicKey: publicKey.export({ type: "spki", format: "pem" }).toString(),
    privateKey: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}

/** A public key from PEM; null when it is no Ed25519 key. */
export function publicKeyFrom(pem: string): KeyObject | null {
  try {
    const key = createPublicKey(pem);
    return key.asymmetricKeyType === "ed25519" ? key : null;
  } catch {
    return null;
  }
}

export function signLicense(payload: LicensePayload, privateKeyPem: string): LicenseFile {
  const key = createPrivateKey(privateKeyPem);
  if (key.asymmetricKeyType !== "ed25519") throw new Error("the signing key must be an Ed25519 private key");
  const signature = sign(null, Buffer.from(canonicalJson(payload)), key).toString("base64");
  return { format: LICENSE_FORMAT, license: payload, signature };
}

const isString = (v: unknown): v is string => typeof v === "string";
const isDate = (v: unknown): v is string => isString(v) && !Number.isNaN(Date.parse(v));

function isRequestInfo(v: unknown): v is RequestInfo {
  const r = v as RequestInfo | null;
  return !!r && typeof r === "object" && isString(r.email) && isString(r.company) && isString(r.department);
}

/**
 * Why a file that does not verify is no licence for this installation, in words for the
 * administrator who uploaded it (the upload is refused with this message).
 */
export function licenseFileProblem(raw: string, installationId: string): string {
  if (raw.trim() === "") return "the licence file is empty";
  let file: LicenseFile;
  try {
    file = JSON.parse(raw) as LicenseFile;
  } catch {
    return "the file is not a licence: it is not JSON";
  }
  if (!file || typeof file !== "object" || file.format !== LICENSE_FORMAT) {
    return `the file is not a licence: its format must be ${LICENSE_FORMAT}`;
  }
  const p = file.license;
  if (
    !p ||
    !isString(file.signature) ||
    !isString(p.installationId) ||
    !isRequestInfo(p.requestInfo) ||
    !isDate(p.creationDate) ||
    !isDate(p.expirationDate)
  ) {
    return "the licence file is incomplete: it needs license (kind, installationId, requestInfo, creationDate, expirationDate) and signature";
  }
  if (p.kind !== "file") return "the licence file must be of kind file; trial licences cannot be uploaded";
  if (p.installationId !== installationId) return "the licence was issued for another installation; request a licence for this one";
  return "the licence's signature does not verify: the file was changed or not signed by the vendor";
}

/** The payload of a licence file when its format is right and its signature verifies; else null. */
export function verifyLicenseFile(raw: string, publicKey: KeyObject | null): LicensePayload | null {
  if (!publicKey) return null;
  let file: LicenseFile;
  try {
    file = JSON.parse(raw) as LicenseFile;
  } catch {
    return null;
  }
  const p = file?.license;
  if (
    !file ||
    file.format !== LICENSE_FORMAT ||
    !isString(file.signature) ||
    !p ||
    (p.kind !== "trial" && p.kind !== "file") ||
    !isString(p.installationId) ||
    !isRequestInfo(p.requestInfo) ||
    !isDate(p.creationDate) ||
    !isDate(p.expirationDate)
  ) {
    return null;
  }
  try {
    return verify(null, Buffer.from(canonicalJson(p)), publicKey, Buffer.from(file.signature, "base64")) ? p : null;
  } catch {
    return null;
  }
}

/** A licence request file as the vendor receives it; throws naming what is wrong. */
export function parseLicenseRequest(raw: string): LicenseRequestFile {
  let request: LicenseRequestFile;
  try {
    request = JSON.parse(raw) as LicenseRequestFile;
  } catch {
    throw new Error("the licence request is not JSON");
  }
  if (request?.format !== REQUEST_FORMAT) throw new Error(`the licence request's format must be ${REQUEST_FORMAT}`);
  if (!isString(request.installationId) || !request.installationId) throw new Error("the licence request names no installation id");
  if (!isRequestInfo(request.requestInfo)) throw new Error("the licence request needs email, company and department");
  return request;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The vendor's side: a licence for a request, valid for `days` days from `now`. */
export function issueLicense(request: LicenseRequestFile, days: number, privateKeyPem: string, now = new Date()): LicenseFile {
  if (!Number.isInteger(days) || days < 1) throw new Error("days must be a whole number of at least 1");
  return signLicense(
    {
      kind: "file",
      installationId: request.installationId,
      requestInfo: request.requestInfo,
      creationDate: now.toISOString(),
      expirationDate: new Date(now.getTime() + days * DAY_MS).toISOString(),
    },
    privateKeyPem,
  );
}
