/**
 * The API payload schemas of schemas/api, shared by $id ("AnalysisRequest#"): route
 * schemas refer to them, Ajv validates with them, fast-json-stringify serialises with
 * them and the OpenAPI document lists them as components.
 */
import { apiSchemas } from "../../../schemas/generated/schemas.js";
import { sharedPlugin } from "../../plugin.js";

export type ApiSchemaId = keyof typeof apiSchemas;

/** A reference to a shared API schema, for route schemas. */
export const ref = (id: ApiSchemaId) => ({ $ref: `${id}#` }) as const;

/** Error answers of a route, all in the one error shape. */
export function errorResponses(...statuses: number[]): Record<number, { $ref: string; description: string }> {
  const descriptions: Record<number, string> = {
    400: "Bad request: the message names the field.",
    403: "The licence is not valid (LICENSE_ERROR).",
    404: "Not found: the message names what is missing.",
    413: "Too large: the message names the limit.",
    415: "Unsupported content type: send application/json.",
    429: "Too many requests: the message names the budget or limit; Retry-After says when to try again.",
    503: "The server is busy (or its database is out of reach); Retry-After says when to try again.",
  };
  return Object.fromEntries(statuses.map((status) => [status, { ...ref("ErrorResponse"), description: descriptions[status] ?? "Error" }]));
}

export default sharedPlugin(
  async (fastify) => {
    for (const schema of Object.values(apiSchemas)) fastify.addSchema(schema);
  },
  { name: "schemas" },
);
