/** Small facts about this installation: version, demo mode, optional features, languages. */
import type { FastifyInstance } from "fastify";
import { LANGUAGES } from "../../../../engine/index.js";
import { ref } from "../../../plugins/app/schemas.js";

/** Optional features that are active (both work without a language model). */
export const ACTIVE_FEATURES: ("suggestion" | "comparison")[] = ["suggestion", "comparison"];

export default async function metaRoutes(fastify: FastifyInstance) {
  const { version, demo } = fastify.settings;

  fastify.get(
    "/version",
    {
      schema: {
        tags: ["product"],
        summary: "Product version",
        description: "The version of the running server, from package.json.",
        response: { 200: ref("VersionResponse") },
      },
    },
    async () => ({ version }),
  );

  fastify.get(
    "/demo",
    {
      schema: {
        tags: ["product"],
        summary: "Demo mode",
        description: "True when this installation runs as a public demo (REQLENS_DEMO=true).",
        response: { 200: { type: "boolean", description: "Whether demo mode is on." } },
      },
    },
    async () => demo,
  );

  fastify.get(
    "/features",
    {
      schema: {
        tags: ["product"],
        summary: "Active optional features",
        description: "The optional features (suggestion, comparison) this installation offers now.",
        response: { 200: ref("FeaturesResponse") },
      },
    },
    async () => ({ features: ACTIVE_FEATURES }),
  );

  fastify.get(
    "/languages",
    {
      schema: {
        tags: ["product"],
        summary: "Supported languages",
        description: "Languages requirements can be written in.",
        response: { 200: ref("LanguagesResponse") },
      },
    },
    async () => ({ languages: LANGUAGES }),
  );
}
