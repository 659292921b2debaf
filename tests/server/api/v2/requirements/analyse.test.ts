import { describe, expect, it } from "vitest";
import { apiSchemas } from "../../../../../schemas/generated/schemas.js";
import { ANALYSE, post, useApp } from "../../../helper.js";

const app = useApp();

interface Finding {
  start: number;
  end: number;
  text: string;
  message: string;
  replacement?: string;
}
interface Item {
  text: string;
  externalId: string | null;
  language: string;
  rating: number;
  gibberish: boolean;
  improvements: Record<string, string>;
  processedText: string;
  classifications: { classificationKey: string; findings: Finding[] }[];
  earsPattern: string;
}

const item = (text: string, externalId: string | null = null) => ({ text, externalId });

describe("POST /api/v2/requirements/analyse", () => {
  it("answers every field of the response for each requirement, in order, with the default configuration", async () => {
    const res = await post(app(), ANALYSE, {
      content: [item("The system shall log every failed login attempt.", "REQ-1"), item("Das System muss jede Anmeldung protokollieren.", "REQ-2")],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { processingTimeInMs: number; configurationId: string; content: Item[] };
    expect(body.configurationId).toBe("default");
    expect(body.processingTimeInMs).toBeGreaterThanOrEqual(0);
    expect(body.content.map((c) => c.externalId)).toEqual(["REQ-1", "REQ-2"]);
    expect(body.content.map((c) => c.language)).toEqual(["en", "de"]);
    for (const c of body.content) {
      expect(Object.keys(c).sort()).toEqual(
        ["classifications", "earsPattern", "externalId", "gibberish", "improvements", "language", "processedText", "rating", "text"].sort(),
      );
      expect(c.rating).toBeGreaterThanOrEqual(1);
      expect(c.rating).toBeLessThanOrEqual(5);
    }
  });

  it("finds MODAL_VERB and WEAK_WORD with exact offsets in “The system should respond quickly.” and rates it 3 or lower", async () => {
    const text = "The system should respond quickly.";
    const res = await post(app(), ANALYSE, { config: { language: "en" }, content: [item(text, "1")] });
    expect(res.statusCode).toBe(200);
    const [result] = (res.json() as { content: Item[] }).content;
    const byKey = Object.fromEntries(result.classifications.map((c) => [c.classificationKey, c.findings]));
    expect(byKey.MODAL_VERB).toBeDefined();
    expect(byKey.MODAL_VERB.map((f) => [f.start, f.end, f.text])).toContainEqual([11, 17, "should"]);
    expect(byKey.WEAK_WORD).toBeDefined();
    expect(byKey.WEAK_WORD.map((f) => [f.start, f.end, f.text])).toContainEqual([26, 33, "quickly"]);
    for (const findings of Object.values(byKey)) {
      for (const f of findings) expect(text.slice(f.start, f.end)).toBe(f.text);
    }
    expect(result.rating).toBeLessThanOrEqual(3);
    expect(result.rating).toBeGreaterThanOrEqual(1);
  });

  it("uses config.language for every requirement instead of detecting it", async () => {
    const res = await post(app(), ANALYSE, { config: { language: "de" }, content: [item("The system shall start.")] });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { content: Item[] }).content[0].language).toBe("de");
  });

  it("detects the language per requirement when config.language is null or absent", async () => {
    const res = await post(app(), ANALYSE, {
      config: { language: null, verbose: true },
      content: [item("Das System muss die Daten speichern."), item("The system shall store the data.")],
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { content: Item[] }).content.map((c) => c.language)).toEqual(["de", "en"]);
  });

  it("answers an empty content list with an empty result", async () => {
    const res = await post(app(), ANALYSE, { content: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ configurationId: "default", content: [] });
  });

  it("escapes the requirement text in processedText", async () => {
    const res = await post(app(), ANALYSE, { content: [item('The system shall show <b>"Saved"</b> & stop.')] });
    expect(res.statusCode).toBe(200);
    const [result] = (res.json() as { content: Item[] }).content;
    expect(result.processedText).not.toContain("<b>");
    expect(result.processedText).toContain("&lt;b&gt;");
  });

  it("uses the configuration named by config.configId", async () => {
    await app().db.query(
      "INSERT INTO configuration (config_id, is_default, data) SELECT 'strict', false, data FROM configuration WHERE config_id = 'default'",
    );
    const res = await post(app(), ANALYSE, { config: { configId: "strict" }, content: [item("The system shall start.")] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ configurationId: "strict" });
  });

  it("answers 404 NOT_FOUND naming an unknown configId", async () => {
    const res = await post(app(), ANALYSE, { config: { configId: "no-such-config" }, content: [item("The system shall start.")] });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ httpStatus: 404, errorCode: "NOT_FOUND", message: 'configuration "no-such-config" does not exist' });
  });

  describe("limits", () => {
    const maxItems = apiSchemas.AnalysisRequest.properties.content["x-maxItems"];
    const maxLength = apiSchemas.AnalysisRequest.properties.content.items.properties.text["x-maxLength"];

    it("takes 1,000 short requirements", async () => {
      expect(maxItems).toBe(1000);
      const content = Array.from({ length: 1000 }, (_, i) => item(`The system shall store record ${i}.`, String(i)));
      const res = await post(app(), ANALYSE, { content });
      expect(res.statusCode).toBe(200);
      expect((res.json() as { content: Item[] }).content).toHaveLength(1000);
    });

    it("answers 413 PAYLOAD_TOO_LARGE for 1,001 requirements, naming the limit", async () => {
      const content = Array.from({ length: 1001 }, () => item("The system shall start."));
      const res = await post(app(), ANALYSE, { content });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        httpStatus: 413,
        errorCode: "PAYLOAD_TOO_LARGE",
        message: "content holds 1001 requirements; the limit is 1000",
      });
    });

    it("takes one requirement of 5,000 characters", async () => {
      expect(maxLength).toBe(5000);
      const text = "The system shall log the event. ".repeat(200).slice(0, 4999) + ".";
      expect(text).toHaveLength(5000);
      const res = await post(app(), ANALYSE, { content: [item(text)] });
      expect(res.statusCode).toBe(200);
    });

    it("answers 413 for a requirement of 5,001 characters, naming its index and the limit", async () => {
      const res = await post(app(), ANALYSE, { content: [item("The system shall start."), item("a".repeat(5001))] });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        httpStatus: 413,
        errorCode: "PAYLOAD_TOO_LARGE",
        message: "content[1].text has 5001 characters; the limit is 5000",
      });
    });

    it("lets a body of 1,000 requirements of 5,000 non-ASCII characters through the body limit", async () => {
      const text = "Das System muss Größe, Maß und Übergröße prüfen. ".repeat(110).slice(0, 5000);
      const content = Array.from({ length: 1000 }, () => item(text));
      const payload = JSON.stringify({ content, config: { language: "de" } });
      expect(Buffer.byteLength(payload)).toBeGreaterThan(5_000_000);
      const res = await app().inject({ method: "POST", url: ANALYSE, payload, headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBe(200);
    }, 120_000);

    it("answers 413 with the byte limit for a body beyond it", async () => {
      const payload = `{"content":[{"text":"${"a".repeat(17 * 1024 * 1024)}"}]}`;
      const res = await app().inject({ method: "POST", url: ANALYSE, payload, headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ httpStatus: 413, errorCode: "PAYLOAD_TOO_LARGE" });
      expect(res.json().message).toContain(String(16 * 1024 * 1024));
    });
  });

  describe("bad input answers 400 naming the field", () => {
    const cases: [string, unknown, string][] = [
      ["a text that is a number", { content: [{ text: 5 }] }, "content[0].text must be a string"],
      ["a missing text", { content: [item("The system shall start."), { externalId: "x" }] }, "content[1].text is required"],
      ["a missing content", { config: {} }, "content is required"],
      ["content that is not a list", { content: "The system shall start." }, "content must be an array"],
      ["an unknown language", { config: { language: "fr" }, content: [item("x")] }, "config.language must be one of en, de"],
      ["a language that is a number", { config: { language: 1 }, content: [item("x")] }, "config.language must be a string or null"],
      ["a configId that is a number", { config: { configId: 7 }, content: [item("x")] }, "config.configId must be a string or null"],
      ["an unknown field", { content: [item("x")], configuration: {} }, "configuration is not an allowed field"],
      ["an unknown field in an item", { content: [{ text: "x", id: 1 }] }, "content[0].id is not an allowed field"],
      ["a body that is a list", [item("x")], "the request body must be an object"],
    ];
    it.each(cases)("%s", async (_name, payload, message) => {
      const res = await post(app(), ANALYSE, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ httpStatus: 400, errorCode: "BAD_REQUEST", message });
    });

    it("invalid JSON", async () => {
      const res = await app().inject({
        method: "POST",
        url: ANALYSE,
        payload: '{"content": [{"text": "The system shall start."}',
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ httpStatus: 400, errorCode: "BAD_REQUEST", message: "the request body is not valid JSON" });
    });

    it("an empty body", async () => {
      const res = await app().inject({ method: "POST", url: ANALYSE, payload: "", headers: { "content-type": "application/json" } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errorCode: "BAD_REQUEST" });
    });
  });

  it("answers 415 for a body that is not JSON", async () => {
    const res = await app().inject({
      method: "POST",
      url: ANALYSE,
      payload: "The system shall start.",
      headers: { "content-type": "text/plain" },
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ httpStatus: 415, errorCode: "UNSUPPORTED_MEDIA_TYPE" });
  });

  it("rates a requirement 0 with UNKNOWN_ERROR when the engine fails on it, and still answers the others", async () => {
    // A configuration the engine cannot read makes every analysis throw.
    await app().db.query("INSERT INTO configuration (config_id, is_default, data) VALUES ('broken', false, '{}'::jsonb)");
    const res = await post(app(), ANALYSE, {
      config: { configId: "broken", language: "en" },
      content: [item("The system shall start.", "a"), item("The <system> shall stop.", "b")],
    });
    expect(res.statusCode).toBe(200);
    const content = (res.json() as { content: Item[] }).content;
    expect(content.map((c) => [c.externalId, c.rating, c.gibberish, c.language])).toEqual([
      ["a", 0, false, "en"],
      ["b", 0, false, "en"],
    ]);
    expect(content[0].classifications).toEqual([{ classificationKey: "UNKNOWN_ERROR", findings: [] }]);
    expect(content[1].processedText).toBe("The &lt;system&gt; shall stop.");
  });

  it("never answers 500, whatever the text", async () => {
    const odd = [
      "",
      " ",
      ".",
      "\u0000\u0001\u0002",
      "\uD800",
      "🙂🙂🙂 shall 🙂",
      "The system shall (((((((( [[[[ {{{{ <<<<",
      "If if if then then then the system shall shall shall.",
      "e.g. etc. z. B. usw. u. a.",
      "1.5.2.3 , , , ; ; ; / / / and/or und/oder",
      "Das System muss... nicht nie niemals kein.",
      "\n\n\t\t  The   system  shall  \r\n",
      "a".repeat(5000),
      "The system shall. ".repeat(270),
      "https://example.com/a?b=c&d=e <script>alert(1)</script>",
    ];
    for (const language of [undefined, "en", "de"]) {
      const res = await post(app(), ANALYSE, { config: { language }, content: odd.map((text, i) => item(text, String(i))) });
      expect(res.statusCode).toBe(200);
      const content = (res.json() as { content: Item[] }).content;
      expect(content).toHaveLength(odd.length);
      for (const result of content) {
        expect(result.rating).toBeGreaterThanOrEqual(0);
        expect(result.rating).toBeLessThanOrEqual(5);
      }
    }
  });
});
