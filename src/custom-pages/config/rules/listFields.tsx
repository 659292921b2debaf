/**
 * RJSF custom fields for the list-shaped parts of rule schemas, chosen by the shape of
 * the schema (see uiSchemaFor), never by rule name:
 * - stringList: an array of strings — an input to add an item (blank ignored, no
 *   duplicates, max length from the schema), an editable list with removal;
 * - objectList: an array of objects (blacklist terms, modal verbs) — one input per
 *   property to add a row, discarded while a required text is blank;
 * - toggleList: an array of { <enum>, <boolean> } pairs (weak-word categories) — one
 *   checkbox per enum value.
 * Lists scroll at a max height of 400 px.
 */
import { useId, useState, type KeyboardEvent } from "react";
import { Box, Button, Checkbox, FormControlLabel, FormGroup, IconButton, List, ListItem, TextField, Tooltip, Typography } from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import type { ErrorSchema, FieldProps, RJSFSchema } from "@rjsf/utils";
import { useTranslate } from "react-admin";

export const LIST_MAX_HEIGHT = 400;

type Json = Record<string, unknown>;

function titleOf(props: FieldProps): string {
  const ui = props.uiSchema as Json | undefined;
  return String(ui?.["ui:title"] ?? props.schema.title ?? props.name ?? "");
}

function itemErrors(errorSchema: ErrorSchema<unknown> | undefined, index: number): string[] {
  const node = (errorSchema as Record<string, { __errors?: string[] } & Record<string, { __errors?: string[] }>> | undefined)?.[String(index)];
  if (!node) return [];
  const own = node.__errors ?? [];
  const nested = Object.entries(node)
    .filter(([key]) => key !== "__errors")
    .flatMap(([, child]) => (child as { __errors?: string[] })?.__errors ?? []);
  return [...own, ...nested];
}

function FieldTitle({ id, title, description }: { id: string; title: string; description?: string }) {
  return (
    <Box sx={{ mb: 1 }}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {description && (
        <Typography variant="body2" color="text.secondary">
          {description}
        </Typography>
      )}
    </Box>
  );
}

/** The form a list compares its items in, with the schema's x-uniqueBy: trimmed and case-insensitive. */
const sameKey = (value: unknown) => (typeof value === "string" ? value.trim().toLowerCase() : value);

/** The property the schema's x-uniqueBy names ("" for the item itself), or null when items may repeat in other cases. */
export function uniqueByOf(schema: RJSFSchema): string | null {
  const key = (schema as Record<string, unknown>)["x-uniqueBy"];
  return typeof key === "string" ? key : null;
}

/** Whether a list already has an item with this key value (schemas/keywords.ts x-uniqueBy decides the same on save). */
export function hasDuplicate(list: readonly unknown[], value: unknown, key: string | null): boolean {
  const of = (item: unknown) => (key ? (item as Record<string, unknown> | null)?.[key] : item);
  return key === null ? list.includes(value) : list.some((item) => sameKey(of(item)) === sameKey(value));
}

/** Adds a value to a string list: trimmed, blank ignored, duplicates not added (case-insensitive with x-uniqueBy). */
export function addStringItem(list: readonly string[], value: string, maxLength?: number, uniqueBy: string | null = null): string[] | null {
  const item = value.trim() === "" ? "" : maxLength === 1 ? value : value.trim();
  if (item.trim() === "") return null;
  if (maxLength !== undefined && item.length > maxLength) return null;
  if (hasDuplicate(list, item, uniqueBy === "" ? "" : null)) return null;
  return [...list, item];
}

export function StringListField(props: FieldProps<string[]>) {
  const translate = useTranslate();
  const id = useId();
  const list = Array.isArray(props.formData) ? props.formData : [];
  const items = (props.schema.items ?? {}) as RJSFSchema;
  const maxLength = typeof items.maxLength === "number" ? items.maxLength : undefined;
  const [draft, setDraft] = useState("");
  const [rejected, setRejected] = useState(false);
  const path = props.fieldPathId.path;
  const title = titleOf(props);

  const uniqueBy = uniqueByOf(props.schema as RJSFSchema);
  const add = () => {
    // A refused entry stays in the input, so that it can be corrected.
    const next = addStringItem(list, draft, maxLength, uniqueBy);
    if (!next) {
      setRejected(draft.trim() !== "");
      return;
    }
    setRejected(false);
    setDraft("");
    props.onChange(next, path);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  };

  return (
    <Box sx={{ mb: 2 }} data-testid={`list-${props.name || "root"}`}>
      <FieldTitle id={`${id}-title`} title={title} description={props.uiSchema?.["ui:description"] as string | undefined} />
      <Box sx={{ display: "flex", gap: 1, alignItems: "flex-start", mb: 1 }}>
        <TextField
          size="small"
          label={translate("CONFIG.LIST.NEW_ITEM")}
          value={draft}
          disabled={props.disabled || props.readonly}
          onChange={(e) => {
            setDraft(e.target.value);
            setRejected(false);
          }}
          onKeyDown={onKeyDown}
          error={rejected}
          helperText={
            rejected
              ? translate(
                  hasDuplicate(list, draft.trim(), uniqueBy === "" ? "" : null) || list.includes(draft)
                    ? "CONFIG.LIST.DUPLICATE"
                    : "CONFIG.LIST.INVALID",
                )
              : undefined
          }
          slotProps={{ htmlInput: { maxLength, "data-testid": "list-add-input", "aria-describedby": `${id}-title` } }}
          sx={{ flex: "1 1 240px", maxWidth: 420 }}
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={props.disabled || props.readonly} data-testid="list-add-button">
          {translate("CONFIG.LIST.ADD")}
        </Button>
      </Box>
      <List
        dense
        aria-labelledby={`${id}-title`}
        sx={{ maxHeight: LIST_MAX_HEIGHT, overflowY: "auto", border: "1px solid", borderColor: "divider", borderRadius: 1 }}
        data-testid="list-items"
      >
        {list.length === 0 && (
          <ListItem>
            <Typography variant="body2" color="text.secondary">
              {translate("CONFIG.LIST.EMPTY")}
            </Typography>
          </ListItem>
        )}
        {list.map((item, index) => {
          const errors = itemErrors(props.errorSchema as ErrorSchema<unknown> | undefined, index);
          return (
            <ListItem key={index} data-testid="list-item" sx={{ gap: 1 }}>
              <TextField
                size="small"
                value={item}
                fullWidth
                disabled={props.disabled || props.readonly}
                error={errors.length > 0}
                helperText={errors.join(" ") || undefined}
                onChange={(e) =>
                  props.onChange(
                    list.map((v, i) => (i === index ? e.target.value : v)),
                    path,
                  )
                }
                slotProps={{ htmlInput: { maxLength, "aria-label": `${title} ${index + 1}`, "data-testid": "list-item-input" } }}
              />
              <Tooltip title={translate("CONFIG.LIST.REMOVE")}>
                <IconButton
                  aria-label={`${translate("CONFIG.LIST.REMOVE")}: ${item}`}
                  onClick={() =>
                    props.onChange(
                      list.filter((_, i) => i !== index),
                      path,
                    )
                  }
                  disabled={props.disabled || props.readonly}
                  data-testid="list-item-remove"
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
            </ListItem>
          );
        })}
      </List>
      {(props.errorSchema as { __errors?: string[] } | undefined)?.__errors?.map((e) => (
        <Typography key={e} color="error" variant="body2">
          {e}
        </Typography>
      ))}
    </Box>
  );
}

interface PropertyInfo {
  name: string;
  title: string;
  schema: RJSFSchema;
  required: boolean;
}

function propertiesOf(items: RJSFSchema, translate: (key: string, options?: Json) => string): PropertyInfo[] {
  const required = new Set((items.required as string[] | undefined) ?? []);
  return Object.entries((items.properties ?? {}) as Record<string, RJSFSchema>).map(([name, schema]) => ({
    name,
    title: translate(`CONFIG.FIELDS.${name}`, { _: schema.title ?? name }),
    schema,
    required: required.has(name),
  }));
}

function emptyRow(properties: PropertyInfo[]): Json {
  return Object.fromEntries(properties.map((p) => [p.name, p.schema.type === "boolean" ? false : ""]));
}

/** A new row is added only when every required text is non-blank (a blacklist term needs both parts). */
export function canAddRow(row: Json, properties: { name: string; schema: RJSFSchema; required: boolean }[]): boolean {
  return properties.every((p) => p.schema.type !== "string" || !p.required || String(row[p.name] ?? "").trim() !== "");
}

function normaliseRow(row: Json, properties: PropertyInfo[]): Json {
  return Object.fromEntries(properties.map((p) => [p.name, p.schema.type === "string" ? String(row[p.name] ?? "").trim() : row[p.name]]));
}

function RowInputs({
  row,
  properties,
  onChange,
  disabled,
  errors,
  testId,
}: {
  row: Json;
  properties: PropertyInfo[];
  onChange: (row: Json) => void;
  disabled?: boolean;
  errors?: string[];
  testId: string;
}) {
  return (
    <>
      {properties.map((p) =>
        p.schema.type === "boolean" ? (
          <FormControlLabel
            key={p.name}
            control={
              <Checkbox
                checked={row[p.name] === true}
                disabled={disabled}
                onChange={(e) => onChange({ ...row, [p.name]: e.target.checked })}
                slotProps={{ input: { "data-testid": `${testId}-${p.name}` } as Json }}
              />
            }
            label={p.title}
          />
        ) : (
          <TextField
            key={p.name}
            size="small"
            label={p.title}
            value={String(row[p.name] ?? "")}
            disabled={disabled}
            error={!!errors?.length}
            onChange={(e) => onChange({ ...row, [p.name]: e.target.value })}
            slotProps={{ htmlInput: { maxLength: p.schema.maxLength, "data-testid": `${testId}-${p.name}` } }}
            sx={{ flex: "1 1 180px" }}
          />
        ),
      )}
    </>
  );
}

export function ObjectListField(props: FieldProps<Json[]>) {
  const translate = useTranslate();
  const id = useId();
  const list = Array.isArray(props.formData) ? props.formData : [];
  const properties = propertiesOf((props.schema.items ?? {}) as RJSFSchema, translate);
  const [draft, setDraft] = useState<Json>(() => emptyRow(properties));
  const [rejected, setRejected] = useState<"INCOMPLETE" | "DUPLICATE" | null>(null);
  const path = props.fieldPathId.path;
  const disabled = props.disabled || props.readonly;
  const uniqueBy = uniqueByOf(props.schema as RJSFSchema);

  const add = () => {
    // A refused row stays in the inputs, so that what was typed can be corrected.
    if (!canAddRow(draft, properties)) {
      setRejected("INCOMPLETE");
      return;
    }
    if (uniqueBy && hasDuplicate(list, draft[uniqueBy], uniqueBy)) {
      setRejected("DUPLICATE");
      return;
    }
    setRejected(null);
    setDraft(emptyRow(properties));
    props.onChange([...list, normaliseRow(draft, properties)], path);
  };

  return (
    <Box sx={{ mb: 2 }} data-testid={`list-${props.name || "root"}`}>
      <FieldTitle id={`${id}-title`} title={titleOf(props)} description={props.uiSchema?.["ui:description"] as string | undefined} />
      <Box
        sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", mb: 1 }}
        onKeyDown={(e) => {
          if (e.key === "Enter" && (e.target as HTMLElement).tagName === "INPUT" && (e.target as HTMLInputElement).type !== "checkbox") {
            e.preventDefault();
            add();
          }
        }}
      >
        <RowInputs
          row={draft}
          properties={properties}
          onChange={(row) => {
            setDraft(row);
            setRejected(null);
          }}
          disabled={disabled}
          testId="list-add"
        />
        <Button variant="outlined" startIcon={<AddIcon />} onClick={add} disabled={disabled} data-testid="list-add-button">
          {translate("CONFIG.LIST.ADD")}
        </Button>
      </Box>
      {rejected && (
        <Typography color="error" variant="body2" sx={{ mb: 1 }} data-testid="list-add-rejected">
          {translate(`CONFIG.LIST.${rejected}`)}
        </Typography>
      )}
      <List
        dense
        aria-labelledby={`${id}-title`}
        sx={{ maxHeight: LIST_MAX_HEIGHT, overflowY: "auto", border: "1px solid", borderColor: "divider", borderRadius: 1 }}
        data-testid="list-items"
      >
        {list.length === 0 && (
          <ListItem>
            <Typography variant="body2" color="text.secondary">
              {translate("CONFIG.LIST.EMPTY")}
            </Typography>
          </ListItem>
        )}
        {list.map((row, index) => {
          const errors = itemErrors(props.errorSchema as ErrorSchema<unknown> | undefined, index);
          return (
            <ListItem key={index} data-testid="list-item" sx={{ gap: 1, flexWrap: "wrap" }}>
              <RowInputs
                row={row}
                properties={properties}
                disabled={disabled}
                errors={errors}
                testId="list-item"
                onChange={(next) =>
                  props.onChange(
                    list.map((r, i) => (i === index ? next : r)),
                    path,
                  )
                }
              />
              <Tooltip title={translate("CONFIG.LIST.REMOVE")}>
                <IconButton
                  aria-label={`${translate("CONFIG.LIST.REMOVE")}: ${Object.values(row)
                    .filter((v) => typeof v === "string")
                    .join(" → ")}`}
                  onClick={() =>
                    props.onChange(
                      list.filter((_, i) => i !== index),
                      path,
                    )
                  }
                  disabled={disabled}
                  data-testid="list-item-remove"
                >
                  <DeleteIcon />
                </IconButton>
              </Tooltip>
              {errors.length > 0 && (
                <Typography color="error" variant="body2" sx={{ width: "100%" }}>
                  {errors.join(" ")}
                </Typography>
              )}
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

/** The enum property and the boolean property of a toggle list's items. */
export function toggleShape(items: RJSFSchema): { key: string; flag: string; values: string[] } | null {
  const props = Object.entries((items.properties ?? {}) as Record<string, RJSFSchema>);
  const key = props.find(([, s]) => s.type === "string" && Array.isArray(s.enum));
  const flag = props.find(([, s]) => s.type === "boolean");
  if (!key || !flag || props.length !== 2) return null;
  return { key: key[0], flag: flag[0], values: (key[1].enum as unknown[]).map(String) };
}

export function ToggleListField(props: FieldProps<Json[]>) {
  const translate = useTranslate();
  const id = useId();
  const list = Array.isArray(props.formData) ? props.formData : [];
  const shape = toggleShape((props.schema.items ?? {}) as RJSFSchema);
  if (!shape) return null;
  const path = props.fieldPathId.path;
  const isOn = (value: string) => list.some((entry) => entry[shape.key] === value && entry[shape.flag] === true);
  const toggle = (value: string, on: boolean) => {
    const exists = list.some((entry) => entry[shape.key] === value);
    const next = exists
      ? list.map((entry) => (entry[shape.key] === value ? { ...entry, [shape.flag]: on } : entry))
      : [...list, { [shape.key]: value, [shape.flag]: on }];
    props.onChange(next, path);
  };
  return (
    <Box sx={{ mb: 2 }} data-testid={`toggles-${props.name || "root"}`}>
      <FieldTitle id={`${id}-title`} title={titleOf(props)} description={props.uiSchema?.["ui:description"] as string | undefined} />
      <FormGroup aria-labelledby={`${id}-title`} sx={{ maxHeight: LIST_MAX_HEIGHT, overflowY: "auto" }}>
        {shape.values.map((value) => (
          <FormControlLabel
            key={value}
            control={<Checkbox checked={isOn(value)} disabled={props.disabled || props.readonly} onChange={(e) => toggle(value, e.target.checked)} />}
            label={translate(`CONFIG.ENUM.${value}`, { _: value })}
          />
        ))}
      </FormGroup>
    </Box>
  );
}
