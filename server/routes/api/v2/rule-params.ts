/** The {rule} and language parameters shared by /configfile and /configurations. */
import type { FastifyInstance } from "fastify";
import type { Language } from "../../../../engine/index.js";
import { badRequest, notFound } from "../../../errors.js";
import type { RuleDescriptor } from "../../../plugins/app/rules.js";

export const ruleParam = {
  type: "object",
  required: ["rule"],
  properties: { rule: { type: "string", minLength: 1, maxLength: 100, description: "A rule name from GET /rules." } },
} as const;

/** The spec's console calls some rules by other names. */
const ALIASES: Record<string, string> = { improvement: "improvements" };

export function ruleOf(fastify: FastifyInstance, name: string): RuleDescriptor {
  const descriptor = fastify.ruleRegistry.get(ALIASES[name] ?? name);
  if (!descriptor) {
    throw notFound(`there is no rule "${name}"; the rules are ${fastify.ruleRegistry.list.map((d) => d.name).join(", ")}`);
  }
  return descriptor;
}

/** Language-aware rules need a language; the others keep one value (stored as "en"). */
export function languageOf(descriptor: RuleDescriptor, language: Language | undefined): Language {
  if (!descriptor.languageAware) return "en";
  if (!language) throw badRequest(`languageCode is required for ${descriptor.name} (en or de): its settings are kept per language`);
  return language;
}
