import { describe, expect, it } from "vitest";
import { generateKeyPair } from "../../../../server/license/file.js";
import { licenseExpiration, licenseStatus, trialDates, type LicenseRecord } from "../../../../server/license/status.js";
import { ANALYSE, build, createStorage, post, useApp } from "../../helper.js";
import { expireLicense, renewLicense } from "../../helpers/license.js";

const app = useApp();
const DAY = 24 * 60 * 60 * 1000;

const status = async () => (await app().inject({ url: "/api/v2/license/status" })).json().status as string;

describe("GET /api/v2/license/status and /license/expiration", () => {
  it("answers VALID_LICENSE and 30 days left with the trial licence of the first start", async () => {
    const status = await app().inject({ url: "/api/v2/license/status" });
    expect(status.statusCode).toBe(200);
    expect(status.json()).toEqual({ status: "VALID_LICENSE" });
    const expiration = await app().inject({ url: "/api/v2/license/expiration" });
    expect(expiration.statusCode).toBe(200);
    expect(expiration.json()).toEqual({ daysLeft: 30, licenseIsExpired: false });
  });

  it("answers EXPIRED_LICENSE, 0 days and 403 LICENSE_ERROR on analysis once the licence has expired", async () => {
    await expireLicense(app());
    try {
      expect((await app().inject({ url: "/api/v2/license/status" })).json()).toEqual({ status: "EXPIRED_LICENSE" });
      expect((await app().inject({ url: "/api/v2/license/expiration" })).json()).toEqual({ daysLeft: 0, licenseIsExpired: true });
      const res = await post(app(), ANALYSE, { content: [{ text: "The system shall start." }] });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        httpStatus: 403,
        errorCode: "LICENSE_ERROR",
        message: "analysis needs a valid licence; the licence status is EXPIRED_LICENSE",
      });
    } finally {
      await renewLicense(app());
    }
    expect((await post(app(), ANALYSE, { content: [{ text: "The system shall start." }] })).statusCode).toBe(200);
  });

  it("answers NO_LICENSE and 403 when there is no licence", async () => {
    const [saved] = await app().db.query("SELECT * FROM license");
    await app().db.query("DELETE FROM license");
    app().licenses.invalidate();
    try {
      expect((await app().inject({ url: "/api/v2/license/status" })).json()).toEqual({ status: "NO_LICENSE" });
      expect((await app().inject({ url: "/api/v2/license/expiration" })).json()).toEqual({ daysLeft: 0, licenseIsExpired: true });
      const res = await post(app(), ANALYSE, { content: [{ text: "The system shall start." }] });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ errorCode: "LICENSE_ERROR" });
    } finally {
      await app().db.query(
        "INSERT INTO license (id, kind, request_info, creation_date, expiration_date, raw) VALUES (1, $1, $2::jsonb, $3, $4, $5)",
        [saved.kind, JSON.stringify(saved.request_info), saved.creation_date, saved.expiration_date, saved.raw],
      );
      app().licenses.invalidate();
    }
  });

  it("sees a licence change made by another process within about a second", async () => {
    expect(await status()).toBe("VALID_LICENSE");
    await expireLicense(app(), { forget: false });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      // The first read after the refresh time may still answer the value held (it reloads in the background).
      await status();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await status()).toBe("EXPIRED_LICENSE");
    } finally {
      await renewLicense(app());
    }
  });
});

describe("a licence edited in the database", () => {
  const edits: Array<[string, string]> = [
    ["a later expiration_date", "UPDATE license SET expiration_date = '2199-01-01T00:00:00Z'"],
    ["an expired trial's expiration_date moved on", "UPDATE license SET expiration_date = '2199-01-01T00:00:00Z', kind = 'file'"],
    ["kind trial without the signed file", "UPDATE license SET kind = 'trial', raw = NULL, expiration_date = '2199-01-01T00:00:00Z'"],
    ["the signed file's date changed", 'UPDATE license SET raw = replace(raw, \'"expirationDate":"\', \'"expirationDate":"2199\')'],
  ];

  it.each(edits)("changes nothing: %s", async (_what, sql) => {
    await expireLicense(app());
    try {
      await app().db.query(sql);
      app().licenses.invalidate();
      const now = await status();
      expect(["EXPIRED_LICENSE", "CORRUPTED_LICENSE"]).toContain(now);
      expect((await app().inject({ url: "/api/v2/license/expiration" })).json()).toEqual({ daysLeft: 0, licenseIsExpired: true });
      expect((await post(app(), ANALYSE, { content: [{ text: "The system shall start." }] })).statusCode).toBe(403);
    } finally {
      await renewLicense(app());
    }
  });

  it("stays as it was after a restart", async () => {
    const storage = await createStorage({ onDisk: true });
    try {
      const first = await build({}, { storage, keepStorage: true });
      await expireLicense(first);
      await first.db.query("UPDATE license SET kind = 'trial', raw = NULL, expiration_date = '2199-01-01T00:00:00Z'");
      await first.close();
      const second = await build({}, { storage, keepStorage: true });
      try {
        expect((await second.inject({ url: "/api/v2/license/status" })).json()).toEqual({ status: "CORRUPTED_LICENSE" });
      } finally {
        await second.close();
      }
    } finally {
      await storage.drop();
    }
  });
});

describe("vendor keys of the processes on one database", () => {
  const one = generateKeyPair();
  const other = generateKeyPair();
  // A refused start may leave an embedded data directory locked: each case has its own storage.
  const cases: Array<[string, { licensePublicKey?: string }, RegExp]> = [
    ["another key", { licensePublicKey: other.publicKey }, /REQLENS_LICENSE_PUBLIC_KEY \(fingerprint [0-9a-f]{16}…\) differs from the vendor key/],
    ["no key", {}, /REQLENS_LICENSE_PUBLIC_KEY is not set, but the processes of this database use the vendor key/],
  ];
  it.each(cases)("refuse a process started with %s than the first one, naming the problem", async (_what, settings, message) => {
    const storage = await createStorage({ onDisk: true });
    try {
      const first = await build({ licensePublicKey: one.publicKey }, { storage, keepStorage: true });
      await first.close();
      const again = await build({ licensePublicKey: one.publicKey }, { storage, keepStorage: true });
      await again.close();
      await expect(build(settings, { storage, keepStorage: true })).rejects.toThrow(message);
    } finally {
      await storage.drop();
    }
  });
});

describe("licence status rules", () => {
  const now = new Date("2026-01-10T12:00:00Z");
  const trial: LicenseRecord = { kind: "trial", requestInfo: { email: "", company: "", department: "" }, ...trialDates(now), raw: "{}" };
  it("counts days left rounded up and expires at the expiration instant", () => {
    expect(trial.expirationDate.getTime() - now.getTime()).toBe(30 * DAY);
    expect(licenseStatus({ license: trial }, now)).toBe("VALID_LICENSE");
    expect(licenseExpiration(trial, new Date(now.getTime() + 29.5 * DAY))).toEqual({ daysLeft: 1, licenseIsExpired: false });
    expect(licenseStatus({ license: trial }, trial.expirationDate)).toBe("EXPIRED_LICENSE");
    expect(licenseExpiration(trial, trial.expirationDate)).toEqual({ daysLeft: 0, licenseIsExpired: true });
  });

  it("treats a licence whose signed file does not verify as corrupted", () => {
    expect(licenseStatus({ license: null }, now)).toBe("CORRUPTED_LICENSE");
    expect(licenseStatus(null, now)).toBe("NO_LICENSE");
  });
});
