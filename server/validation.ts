/**
 * Turns Ajv's errors into one message that names the field the way a client writes it:
 * "content[3].text must be a string", "config.language must be one of en, de".
 */
import type { FastifySchemaValidationError } from "fastify/types/schema.js";
import { apiSchemas, configSchemas } from "../schemas/generated/schemas.js";

/** The x-… annotations our schemas carry (limits, defaults, docs anchors), known to Ajv. */
export function annotationKeywords(): string[] {
  const found = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === "object") {
      for (const [key, value] of Object.entries(node)) {
        if (key.startsWith("x-")) found.add(key);
        else visit(value);
      }
    }
  };
  visit([apiSchemas, configSchemas]);
  return [...found].sort();
}

function fieldPath(instancePath: string, dataVar: string): string {
  const parts = instancePath
    .split("/")
    .slice(1)
    .map((p) => p.replace(/~1/g, "/").replace(/~0/g, "~"));
  let path = "";
  for (const part of parts) path += /^\d+$/.test(part) ? `[${part}]` : path ? `.${part}` : part;
  return path || (dataVar === "body" ? "the request body" : dataVar);
}

function join(parent: string, child: string): string {
  return parent === "the request body" ? child : `${parent}.${child}`;
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

export function validationMessage(error: FastifySchemaValidationError, dataVar: string): string {
  const field = fieldPath(error.instancePath, dataVar);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return `${join(field, String(params.missingProperty))} is required`;
    case "additionalProperties":
      return `${join(field, String(params.additionalProperty))} is not an allowed field`;
    case "type": {
      const types = String(params.type).split(",");
      return `${field} must be ${types.map((t) => (t === "null" ? "null" : article(t))).join(" or ")}`;
    }
    case "enum": {
      const allowed = (params.allowedValues as unknown[]).filter((v) => v !== null).map(String);
      return `${field} must be one of ${allowed.join(", ")}`;
    }
    default:
      return `${field} ${error.message ?? "is not valid"}`;
  }
}

export function schemaErrorFormatter(errors: FastifySchemaValidationError[], dataVar: string): Error {
  return new Error(errors.map((e) => validationMessage(e, dataVar)).join("; "));
}
