/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a string with one would reach
 * the database and fail there as an unexpected error. JSON and percent escapes can carry
 * it, so every request whose path parameters, query or body hold a NUL in a string (key
 * or value) is refused before validation with 400 naming the field. Routes whose body
 * never reaches the database (analysis, suggestions) say `config: { bodyStoresNothing: true }`:
 * their texts may hold any character, and the hot path is spared the walk. (A
 * configuration id with a NUL simply names no configuration.)
 */
import { badRequest } from "../../errors.js";
import { sharedPlugin } from "../../plugin.js";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Nothing of the route's body reaches the database. */
    bodyStoresNothing?: boolean;
  }
}

/** The path of the first string with a NUL in it (key or value), or null. Iterative: bodies may be deeply nested. */
export function pathOfNul(root: unknown, name: string): string | null {
  const stack: [unknown, string][] = [[root, name]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === "string") {
      if (value.includes("\0")) return path;
    } else if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i--) stack.push([value[i], `${path}[${i}]`]);
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes("\0")) return `${path} (a field name)`;
        stack.push([item, `${path}.${key}`]);
      }
    }
  }
  return null;
}

export default sharedPlugin(
  async (fastify) => {
    fastify.addHook("preValidation", async (request) => {
      const path =
        pathOfNul(request.params, "params") ??
        pathOfNul(request.query, "query") ??
        (request.routeOptions.config.bodyStoresNothing ? null : pathOfNul(request.body, "body"));
      if (path !== null) throw badRequest(`${path.slice(0, 200)} contains the character U+0000, which is not allowed`);
    });
  },
  { name: "no-nul", dependencies: ["error-handler"] },
);
