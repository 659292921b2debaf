import { describe, expect, it } from "vitest";
import { ANALYSE, post, useApp } from "../helper.js";

const app = useApp();

describe("configuration cache", () => {
  it("keeps the same parsed configuration while its version is unchanged", async () => {
    const first = await app().configurations.get("default");
    app().configurations.invalidate();
    const second = await app().configurations.get("default");
    expect(first?.configId).toBe("default");
    // Same object: the engine's compiled matchers (cached per configuration object) survive,
    // and so do the document chunks analysed ahead with it (matched by the configuration).
    expect(second?.file).toBe(first?.file);
    expect(second).toBe(first);
    expect((await app().configurations.get(null))?.configId).toBe("default");
  });

  it("sees a change made by another process within about a second", async () => {
    const text = "The system should start.";
    const before = await post(app(), ANALYSE, { config: { language: "en" }, content: [{ text }] });
    const ratingBefore = before.json().content[0].rating as number;
    expect(before.json().content[0].improvements).toHaveProperty("modalVerb");
    // Another process turns the modal verb rule off and bumps the version.
    await app().db.query(
      "UPDATE configuration SET data = jsonb_set(data, '{improvements,modalVerb,enabled}', 'false'::jsonb), version = version + 1 WHERE config_id = 'default'",
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await post(app(), ANALYSE, { config: { language: "en" }, content: [{ text }] });
    expect(after.json().content[0].improvements).not.toHaveProperty("modalVerb");
    expect(after.json().content[0].rating).toBeGreaterThanOrEqual(ratingBefore);
  });

  it("follows the default flag to another configuration", async () => {
    await app().db.query(
      "INSERT INTO configuration (config_id, is_default, data) SELECT 'project-a', false, data FROM configuration WHERE config_id = 'default'",
    );
    await app().db.transaction(async (tx) => {
      await tx.query("UPDATE configuration SET is_default = false WHERE config_id = 'default'");
      await tx.query("UPDATE configuration SET is_default = true WHERE config_id = 'project-a'");
    });
    app().configurations.invalidate();
    const res = await post(app(), ANALYSE, { content: [{ text: "The system shall start." }] });
    expect(res.json()).toMatchObject({ configurationId: "project-a" });
  });
});
