import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { spawnSync } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateKeyPair, issueLicense, parseLicenseRequest, signLicense } from "../../../../server/license/file.js";
import { writeLicense } from "../../../../server/license/repository.js";
import { LICENSE_FILE_LIMIT } from "../../../../server/routes/api/v2/license-admin.js";
import { ANALYSE, build, post, type TestApp } from "../../helper.js";
import { loginAs } from "../../helpers/auth.js";

const vendor = generateKeyPair();
let app: TestApp;
let admin = "";
let configurator = "";

beforeAll(async () => {
  app = await build({ licensePublicKey: vendor.publicKey });
  admin = await loginAs(app, "ROLE_ADMINISTRATOR");
  configurator = await loginAs(app, "ROLE_CONFIGURATOR");
});
afterAll(async () => {
  await app?.close();
});

const BOUNDARY = "----reqlens-test-boundary";

function multipart(content: string | Buffer, field = "file") {
  const body = Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="licence.lic"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
  return { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, body };
}

function upload(content: string | Buffer, cookie = admin, field = "file") {
  const { body, ...headers } = multipart(content, field);
  return app.inject({ method: "POST", url: "/api/v2/license", headers: { ...headers, cookie }, payload: body });
}

async function requestFile(): Promise<string> {
  const res = await app.inject({
    method: "POST",
    url: "/api/v2/license/request",
    headers: { cookie: admin },
    payload: { email: "it@example.com", company: "Example AG", department: "Quality" },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="\d{4}-\d{2}-\d{2}\.lic"$/);
  return res.body;
}

const status = async () => (await app.inject({ url: "/api/v2/license/status" })).json().status as string;
const analysis = () => post(app, ANALYSE, { content: [{ text: "The system shall start." }] });

describe("who may administer the licence", () => {
  const endpoints: [method: "GET" | "POST" | "DELETE", url: string][] = [
    ["GET", "/api/v2/license"],
    ["POST", "/api/v2/license/request"],
    ["POST", "/api/v2/license"],
    ["DELETE", "/api/v2/license"],
  ];
  it.each(endpoints)("%s %s: 401 anonymous, 403 for a configurator", async (method, url) => {
    const payload = method === "POST" && url.endsWith("request") ? { email: "a@b.c", company: "C", department: "" } : undefined;
    expect((await app.inject({ method, url, payload })).statusCode).toBe(401);
    const res = await app.inject({ method, url, payload, headers: { cookie: configurator } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: "FORBIDDEN" });
  });
});

describe("licence round trip", () => {
  it("shows the signed trial licence of the first start", async () => {
    const res = await app.inject({ url: "/api/v2/license", headers: { cookie: admin } });
    expect(res.statusCode).toBe(200);
    const info = res.json();
    expect(info).toMatchObject({ status: "VALID_LICENSE", kind: "trial", installationId: app.installationId });
    expect(Date.parse(info.expirationDate) - Date.parse(info.creationDate)).toBe(30 * 24 * 3600 * 1000);
  });

  it("request file -> vendor CLI -> upload gives VALID_LICENSE", async () => {
    const request = await requestFile();
    const parsed = parseLicenseRequest(request);
    expect(parsed.installationId).toBe(app.installationId);
    expect(parsed.requestInfo).toEqual({ email: "it@example.com", company: "Example AG", department: "Quality" });

    const dir = mkdtempSync(join(tmpdir(), "reqlens-licence-"));
    writeFileSync(join(dir, "request.lic"), request);
    const keygen = spawnSync("npx", ["tsx", "scripts/licence.ts", "keygen", "--out", dir], { encoding: "utf8" });
    expect(keygen.status, keygen.stderr).toBe(0);
    // The vendor key of this app is another one: a licence signed with the new key must not verify.
    const foreign = spawnSync(
      "npx",
      [
        "tsx",
        "scripts/licence.ts",
        "issue",
        "--request",
        join(dir, "request.lic"),
        "--days",
        "10",
        "--key",
        join(dir, "reqlens-licence-private.pem"),
      ],
      { encoding: "utf8" },
    );
    expect(foreign.status, foreign.stderr).toBe(0);
    const refused = await upload(foreign.stdout);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/signature does not verify/);

    writeFileSync(join(dir, "vendor.pem"), vendor.privateKey);
    const issued = spawnSync(
      "npx",
      [
        "tsx",
        "scripts/licence.ts",
        "issue",
        "--request",
        join(dir, "request.lic"),
        "--days",
        "365",
        "--key",
        join(dir, "vendor.pem"),
        "--out",
        join(dir, "licence.lic"),
      ],
      { encoding: "utf8" },
    );
    expect(issued.status, issued.stderr).toBe(0);
    const res = await upload(readFileSync(join(dir, "licence.lic")));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "VALID_LICENSE",
      kind: "file",
      requestInfo: { email: "it@example.com", company: "Example AG", department: "Quality" },
    });
    expect(await status()).toBe("VALID_LICENSE");
    expect((await app.inject({ url: "/api/v2/license/expiration" })).json()).toEqual({ daysLeft: 365, licenseIsExpired: false });
    expect((await analysis()).statusCode).toBe(200);
  });

  it("reports a stored licence that no longer verifies as CORRUPTED_LICENSE and refuses analysis", async () => {
    const request = parseLicenseRequest(await requestFile());
    const licence = issueLicense(request, 30, vendor.privateKey);
    expect((await upload(JSON.stringify(licence))).json().status).toBe("VALID_LICENSE");
    // Changed in the database, as an upload can no longer do.
    const tampered = JSON.stringify({ ...licence, license: { ...licence.license, expirationDate: "2099-01-01T00:00:00.000Z" } });
    await writeLicense(app.db, {
      kind: "file",
      requestInfo: request.requestInfo,
      creationDate: new Date(),
      expirationDate: new Date("2099-01-01"),
      raw: tampered,
    });
    app.licenses.invalidate();
    expect((await app.inject({ url: "/api/v2/license", headers: { cookie: admin } })).json()).toMatchObject({
      status: "CORRUPTED_LICENSE",
      requestInfo: null,
      expirationDate: null,
    });
    expect(await status()).toBe("CORRUPTED_LICENSE");
    expect((await app.inject({ url: "/api/v2/license/expiration" })).json()).toEqual({ daysLeft: 0, licenseIsExpired: true });
    expect((await analysis()).json()).toMatchObject({ httpStatus: 403, errorCode: "LICENSE_ERROR" });
    // Uploading a good licence repairs it.
    expect((await upload(JSON.stringify(licence))).json().status).toBe("VALID_LICENSE");
  });

  it("reports an expired licence as EXPIRED_LICENSE and refuses analysis", async () => {
    const request = parseLicenseRequest(await requestFile());
    const expired = signLicense(
      {
        kind: "file",
        installationId: request.installationId,
        requestInfo: request.requestInfo,
        creationDate: "2020-01-01T00:00:00.000Z",
        expirationDate: "2020-02-01T00:00:00.000Z",
      },
      vendor.privateKey,
    );
    expect((await upload(JSON.stringify(expired))).json()).toMatchObject({ status: "EXPIRED_LICENSE", expirationDate: "2020-02-01T00:00:00.000Z" });
    expect(await status()).toBe("EXPIRED_LICENSE");
    const res = await analysis();
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ errorCode: "LICENSE_ERROR" });
  });

  it("removes the licence", async () => {
    expect((await app.inject({ method: "DELETE", url: "/api/v2/license", headers: { cookie: admin } })).statusCode).toBe(204);
    expect(await status()).toBe("NO_LICENSE");
    expect((await app.inject({ url: "/api/v2/license", headers: { cookie: admin } })).json()).toMatchObject({ status: "NO_LICENSE", kind: null });
    expect((await analysis()).statusCode).toBe(403);
    // Put a valid licence back for the tests after this one.
    const licence = issueLicense(parseLicenseRequest(await requestFile()), 30, vendor.privateKey);
    expect((await upload(JSON.stringify(licence))).json().status).toBe("VALID_LICENSE");
  });
});

describe("uploads and requests that are refused", () => {
  /** What is installed, as the database holds it and as the API shows it. */
  const installed = async () => ({
    row: await app.db.query("SELECT kind, request_info, creation_date, expiration_date, raw FROM license"),
    info: (await app.inject({ url: "/api/v2/license", headers: { cookie: admin } })).json(),
  });

  it.each([
    ["one byte over the limit", LICENSE_FILE_LIMIT + 1],
    ["2 MiB, over the server's default body limit too", 2 * 1024 * 1024],
  ])("answers 413 naming the limit for a file %s, and keeps the licence", async (_what, size) => {
    const before = await installed();
    const res = await upload(Buffer.alloc(size, "a"));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      httpStatus: 413,
      errorCode: "PAYLOAD_TOO_LARGE",
      message: `the licence file is larger than the limit of ${LICENSE_FILE_LIMIT} bytes`,
    });
    expect(await installed()).toEqual(before);
    expect(await status()).toBe("VALID_LICENSE");
  });

  it("reads a file of exactly the limit (then refuses it as no licence, not as too large)", async () => {
    const res = await upload(Buffer.alloc(LICENSE_FILE_LIMIT, "a"));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("the file is not a licence: it is not JSON");
  });

  const raw = (body: string, boundary = BOUNDARY, contentType = `multipart/form-data; boundary=${boundary}`) => ({ contentType, body });
  const part = (name: string, content: string, filename: string | null = "licence.lic") =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"${filename === null ? "" : `; filename="${filename}"`}\r\n\r\n${content}\r\n`;

  it("refuses every file that is no licence for this installation with 400 and a reason, and keeps the licence", async () => {
    const request = parseLicenseRequest(await requestFile());
    const good = issueLicense(request, 30, vendor.privateKey);
    const cases: [what: string, content: string | Buffer, message: RegExp][] = [
      ["an empty file", "", /^the licence file is empty$/],
      ["blanks only", " \n\t ", /^the licence file is empty$/],
      ["text", "not even JSON", /not JSON/],
      ["broken JSON", '{"format":"reqlens-license/1",', /not JSON/],
      ["binary garbage", Buffer.from([0x00, 0xff, 0xfe, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xc0, 0xaf]), /not JSON/],
      ["JSON of another kind", "[1,2,3]", /format must be reqlens-license\/1/],
      ["the request file instead of the licence", await requestFile(), /format must be reqlens-license\/1/],
      ["a licence without a signature", JSON.stringify({ ...good, signature: undefined }), /incomplete/],
      ["a licence with a field of the wrong type", JSON.stringify({ ...good, license: { ...good.license, requestInfo: "x" } }), /incomplete/],
      [
        "a tampered licence",
        JSON.stringify({ ...good, license: { ...good.license, expirationDate: "2099-01-01T00:00:00.000Z" } }),
        /signature does not verify/,
      ],
      ["a signature that is no base64", JSON.stringify({ ...good, signature: "%%%" }), /signature does not verify/],
      ["a licence signed by another key", JSON.stringify(issueLicense(request, 30, generateKeyPair().privateKey)), /signature does not verify/],
      [
        "a licence for another installation",
        JSON.stringify(issueLicense({ ...request, installationId: "another-installation" }, 30, vendor.privateKey)),
        /another installation/,
      ],
      ["a trial licence", JSON.stringify(signLicense({ ...good.license, kind: "trial" }, vendor.privateKey)), /kind file/],
      ["a deeply nested JSON", "[".repeat(10_000) + "]".repeat(10_000), /format must be/],
    ];
    for (const [what, content, message] of cases) {
      const before = await installed();
      const res = await upload(content);
      expect(res.statusCode, what).toBe(400);
      expect(res.json(), what).toMatchObject({ httpStatus: 400, errorCode: "BAD_REQUEST", message: expect.stringMatching(message) });
      expect(await installed(), what).toEqual(before);
    }
    expect(await status()).toBe("VALID_LICENSE");
  });

  it("refuses malformed uploads with 400 and a reason, and keeps the licence", async () => {
    const licence = JSON.stringify(issueLicense(parseLicenseRequest(await requestFile()), 30, vendor.privateKey));
    const cases: [what: string, upload: { contentType: string; body: string }, message: RegExp][] = [
      ["two files", raw(part("file", licence) + part("file", licence) + `--${BOUNDARY}--\r\n`), /one licence file/],
      ["the file in another field", raw(part("licence", licence) + `--${BOUNDARY}--\r\n`), /field file, not "licence"/],
      ["the licence as a text field, not a file", raw(part("file", licence, null) + `--${BOUNDARY}--\r\n`), /field file is required/],
      ["no parts at all", raw(`--${BOUNDARY}--\r\n`), /field file is required/],
      ["an empty body", raw(""), /field file is required/],
      ["a body that ends inside the file", raw(part("file", licence).slice(0, 200)), /not valid multipart/],
      ["no boundary", raw(part("file", licence), BOUNDARY, "multipart/form-data"), /not valid multipart.*[Bb]oundary/],
      ["another boundary than the body's", raw(part("file", licence), "other"), /not valid multipart/],
      ["a part without headers", raw(`--${BOUNDARY}\r\n\r\n${licence}\r\n--${BOUNDARY}--\r\n`), /field file is required/],
      ["a thousand fields", raw(Array.from({ length: 1000 }, (_, i) => part(`f${i}`, "x", null)).join("") + `--${BOUNDARY}--\r\n`), /too many parts/],
    ];
    for (const [what, { contentType, body }, message] of cases) {
      const before = await installed();
      const res = await app.inject({
        method: "POST",
        url: "/api/v2/license",
        headers: { cookie: admin, "content-type": contentType },
        payload: body,
      });
      expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
      expect(res.json(), what).toMatchObject({ httpStatus: 400, errorCode: "BAD_REQUEST", message: expect.stringMatching(message) });
      expect(await installed(), what).toEqual(before);
    }
    // A good licence is still taken after all that.
    expect((await upload(licence)).json().status).toBe("VALID_LICENSE");
  });

  it("answers 400 without the field file and 415 for JSON", async () => {
    expect((await upload("{}", admin, "other")).statusCode).toBe(400);
    expect((await upload("{}", admin, "other")).json().message).toMatch(/field file/);
    const json = await app.inject({ method: "POST", url: "/api/v2/license", headers: { cookie: admin }, payload: { file: "x" } });
    expect(json.statusCode).toBe(415);
    expect(await status()).toBe("VALID_LICENSE");
  });

  it("validates the request's fields", async () => {
    const res = await app.inject({
      method: "POST",
      url: "/api/v2/license/request",
      headers: { cookie: admin },
      payload: { email: "nobody", company: "Example AG", department: "" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^email /);
  });

  it("never sends a private key", async () => {
    const bodies = [
      (await app.inject({ url: "/api/v2/license", headers: { cookie: admin } })).body,
      await requestFile(),
      (await app.inject({ url: "/api/v2/license/status" })).body,
    ];
    for (const body of bodies) expect(body).not.toContain("PRIVATE KEY");
  });
});

describe("without a vendor key", () => {
  it("verifies licence files with the installation's own key only", async () => {
    const local = await build();
    try {
      const cookie = await loginAs(local, "ROLE_ADMINISTRATOR");
      const [{ private_key }] = await local.db.query<{ private_key: string }>("SELECT private_key FROM license_signing_key");
      const request = {
        format: "reqlens-license-request/1" as const,
        installationId: local.installationId,
        requestInfo: { email: "a@b.c", company: "C", department: "" },
        requestDate: "",
      };
      const { body, ...headers } = multipart(JSON.stringify(issueLicense(request, 5, private_key)));
      const res = await local.inject({ method: "POST", url: "/api/v2/license", headers: { ...headers, cookie }, payload: body });
      expect(res.json().status).toBe("VALID_LICENSE");
      const { body: body2, ...headers2 } = multipart(JSON.stringify(issueLicense(request, 5, vendor.privateKey)));
      const res2 = await local.inject({ method: "POST", url: "/api/v2/license", headers: { ...headers2, cookie }, payload: body2 });
      expect(res2.statusCode).toBe(400);
      expect(res2.json().message).toMatch(/signature does not verify/);
      expect((await local.inject({ url: "/api/v2/license/status" })).json().status).toBe("VALID_LICENSE");
    } finally {
      await local.close();
    }
  });
});
