/**
 * The OpenAPI document, generated from the route schemas. Shared schemas keep their
 * $id as component name. Served by routes/docs (openapi.json and api.html).
 */
import swagger from "@fastify/swagger";
import { sharedPlugin } from "../../plugin.js";

export default sharedPlugin(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        openapi: "3.0.3",
        info: {
          title: "Reqlens API",
          version: fastify.settings.version,
          description:
            "Checks the quality of requirement sentences in English and German. Every error answer has the shape { httpStatus, errorCode, message }.",
        },
        servers: [{ url: "/" }],
        tags: [
          { name: "analysis", description: "Rating and findings of requirements" },
          { name: "product", description: "Version, features, languages and the current user" },
          { name: "license", description: "Licence status" },
          { name: "console", description: "Settings the web console reads" },
        ],
      },
      refResolver: {
        buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`),
      },
    });
  },
  { name: "swagger" },
);
