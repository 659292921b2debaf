import { describe, expect, it } from "vitest";
import { licenseExpiration, licenseStatus, trialLicense } from "../../../../server/license/status.js";
import { ANALYSE, post, useApp } from "../../helper.js";

const app = useApp();
const DAY = 24 * 60 * 60 * 1000;

async function setExpiration(sql: string) {
  await app().db.query(`UPDATE license SET expiration_date = ${sql}`);
  app().licenses.invalidate();
}

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
    await setExpiration("now() - interval '1 minute'");
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
      await setExpiration("now() + interval '30 days'");
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
        "INSERT INTO license (id, kind, request_info, creation_date, expiration_date) VALUES (1, $1, $2::jsonb, $3, $4)",
        [saved.kind, JSON.stringify(saved.request_info), saved.creation_date, saved.expiration_date],
      );
      app().licenses.invalidate();
    }
  });

  it("sees a licence change made by another process within about a second", async () => {
    expect((await app().inject({ url: "/api/v2/license/status" })).json()).toEqual({ status: "VALID_LICENSE" });
    await app().db.query("UPDATE license SET expiration_date = now() - interval '1 minute'");
    try {
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await app().inject({ url: "/api/v2/license/status" })).json()).toEqual({ status: "EXPIRED_LICENSE" });
    } finally {
      await setExpiration("now() + interval '30 days'");
    }
  });
});

describe("licence status rules", () => {
  const now = new Date("2026-01-10T12:00:00Z");
  it("counts days left rounded up and expires at the expiration instant", () => {
    const trial = trialLicense(now);
    expect(trial.expirationDate.getTime() - now.getTime()).toBe(30 * DAY);
    expect(licenseStatus(trial, now)).toBe("VALID_LICENSE");
    expect(licenseExpiration(trial, new Date(now.getTime() + 29.5 * DAY))).toEqual({ daysLeft: 1, licenseIsExpired: false });
    expect(licenseStatus(trial, trial.expirationDate)).toBe("EXPIRED_LICENSE");
    expect(licenseExpiration(trial, trial.expirationDate)).toEqual({ daysLeft: 0, licenseIsExpired: true });
  });

  it("treats an uploaded licence file that cannot be verified as corrupted", () => {
    expect(licenseStatus({ ...trialLicense(now), kind: "file", raw: "{}" }, now)).toBe("CORRUPTED_LICENSE");
    expect(licenseStatus({ ...trialLicense(now), kind: "file", raw: "{}" }, now, () => true)).toBe("VALID_LICENSE");
    expect(licenseStatus(null, now)).toBe("NO_LICENSE");
  });
});
