import { describe, expect, it } from "vitest";
import { post, useApp } from "../../helper.js";
import { expireLicense, renewLicense } from "../../helpers/license.js";

const app = useApp();
const DETECT = "/api/v2/languages/analyse";

describe("POST /api/v2/languages/analyse", () => {
  it("answers each requirement's language with its externalId and text, in order", async () => {
    const res = await post(app(), DETECT, {
      config: { verbose: false },
      content: [
        { externalId: "1", text: "Das System muss alle Anmeldeversuche protokollieren." },
        { text: "The system shall log every login attempt." },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      content: [
        { externalId: "1", text: "Das System muss alle Anmeldeversuche protokollieren.", language: "de" },
        { externalId: null, text: "The system shall log every login attempt.", language: "en" },
      ],
    });
  });

  it("does not need a licence", async () => {
    await expireLicense(app());
    try {
      const res = await post(app(), DETECT, { content: [{ text: "The system shall start." }] });
      expect(res.statusCode).toBe(200);
    } finally {
      await renewLicense(app());
    }
  });

  it("answers 400 naming the field for a text that is not a string", async () => {
    const res = await post(app(), DETECT, { content: [{ text: ["x"] }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ httpStatus: 400, errorCode: "BAD_REQUEST", message: "content[0].text must be a string" });
  });

  it("answers 413 for 1,001 requirements", async () => {
    const res = await post(app(), DETECT, { content: Array.from({ length: 1001 }, () => ({ text: "x" })) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ errorCode: "PAYLOAD_TOO_LARGE", message: "content holds 1001 requirements; the limit is 1000" });
  });
});
