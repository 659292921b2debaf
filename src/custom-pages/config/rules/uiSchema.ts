/**
 * The uiSchema of a rule editor, derived from the rule's schema alone: translated
 * titles (CONFIG.FIELDS.<property>, falling back to the schema's title), list fields by
 * the shape of arrays, checkboxes for arrays of enum values, up-down inputs with the
 * schema's step for numbers.
 */
import type { RJSFSchema, UiSchema } from "@rjsf/utils";
import { isImprovementTable } from "./ImprovementsTable";
import { toggleShape } from "./listFields";

type Translate = (key: string, options?: Record<string, unknown>) => string;

function resolve(schema: RJSFSchema, root: RJSFSchema): RJSFSchema {
  const ref = schema.$ref;
  if (typeof ref !== "string" || !ref.startsWith("#/")) return schema;
  const target = ref
    .slice(2)
    .split("/")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), root) as
    RJSFSchema | undefined;
  if (!target) return schema;
  const { $ref: _ignored, ...rest } = schema;
  return { ...resolve(target, root), ...rest };
}

/** Which list field an array schema gets, or null for RJSF's own rendering. */
export function listFieldFor(schema: RJSFSchema): "stringList" | "objectList" | "toggleList" | "checkboxes" | null {
  if (schema.type !== "array" || typeof schema.items !== "object" || Array.isArray(schema.items)) return null;
  const items = schema.items as RJSFSchema;
  if (items.type === "string" && Array.isArray(items.enum)) return "checkboxes";
  if (items.type === "string") return "stringList";
  if (items.type === "object") return toggleShape(items) ? "toggleList" : "objectList";
  return null;
}

function build(schema: RJSFSchema, root: RJSFSchema, name: string | null, translate: Translate): UiSchema {
  const s = resolve(schema, root);
  const ui: UiSchema = {};
  if (name !== null) ui["ui:title"] = translate(`CONFIG.FIELDS.${name}`, { _: s.title ?? name });
  if (name !== null && typeof s.description === "string") ui["ui:description"] = translate(`CONFIG.DESCRIPTIONS.${name}`, { _: s.description });
  const list = listFieldFor(s);
  if (list === "checkboxes") {
    ui["ui:widget"] = "checkboxes";
    const values = ((s.items as RJSFSchema).enum ?? []).map(String);
    const names = values.map((v) => translate(`CONFIG.ENUM.${v}`, { _: v }));
    ui["ui:enumNames"] = names;
    ui.items = { "ui:enumNames": names };
  } else if (list) ui["ui:field"] = list;
  if (s.type === "integer" || s.type === "number") {
    ui["ui:widget"] = "updown";
    if (typeof s.multipleOf === "number") ui["ui:options"] = { step: s.multipleOf };
  }
  if (s.type === "object" && s.properties) {
    for (const [key, child] of Object.entries(s.properties as Record<string, RJSFSchema>)) {
      ui[key] = build(child, root, key, translate);
    }
  }
  return ui;
}

/**
 * `showTitle` false: the page heading already names the rule, so an object form shows
 * no title of its own (a list keeps it: it labels the list).
 */
export function uiSchemaFor(schema: RJSFSchema, translate: Translate, title: string, showTitle = true): UiSchema {
  const ui: UiSchema = isImprovementTable(schema) ? { "ui:field": "improvementsTable" } : build(schema, schema, null, translate);
  ui["ui:title"] = title;
  if (typeof schema.description === "string")
    ui["ui:description"] = translate(`CONFIG.DESCRIPTIONS.RULE_${String(schema.$id ?? "")}`, { _: schema.description });
  if (!showTitle && schema.type === "object") ui["ui:label"] = false;
  ui["ui:submitButtonOptions"] = { norender: true };
  return ui;
}
