/**
 * The improvements editor as one compact table: a row per finding the rating counts
 * (rule, enabled, star cost), instead of one block of fields per entry. The rows come
 * from the schema's entries and the stored settings (so an entry a schema-defined rule
 * adds appears too); each row is named after the rule GET /rules reports for that
 * improvement key, else after the schema's title.
 */
import { createContext, useContext } from "react";
import { Checkbox, MenuItem, Select, Table, TableBody, TableCell, TableHead, TableRow } from "@mui/material";
import type { FieldProps, RJSFSchema } from "@rjsf/utils";
import { useTranslate } from "react-admin";
import type { RuleInfo } from "../configApi";

/** The rules of the server's list, for naming the rows. */
export const RuleListContext = createContext<readonly RuleInfo[]>([]);

interface Improvement {
  enabled: boolean;
  rating: number;
}

/** Whether an object schema is a table of { enabled, rating } entries (its properties all refer to one such definition). */
export function isImprovementTable(schema: RJSFSchema): boolean {
  const properties = Object.values((schema.properties ?? {}) as Record<string, RJSFSchema>);
  return schema.type === "object" && properties.length > 0 && properties.every((p) => typeof p.$ref === "string" && p.$ref.endsWith("/improvement"));
}

const RATINGS = [0, 1, 2, 3, 4];

export function ImprovementsTable(props: FieldProps<Record<string, Improvement>>) {
  const translate = useTranslate();
  const rules = useContext(RuleListContext);
  const data = props.formData ?? {};
  const properties = (props.schema.properties ?? {}) as Record<string, RJSFSchema>;
  const keys = [...new Set([...Object.keys(properties), ...Object.keys(data)])];
  const disabled = props.disabled || props.readonly;
  const label = (key: string) => {
    const rule = rules.find((r) => r.improvementKey === key);
    const fallback = properties[key]?.title ?? rule?.title ?? key;
    return rule ? translate(`CONFIG.RULES.${rule.name}`, { _: fallback }) : translate(`CONFIG.FIELDS.${key}`, { _: fallback });
  };
  const change = (key: string, next: Partial<Improvement>) =>
    props.onChange({ ...data, [key]: { ...(data[key] ?? { enabled: true, rating: 1 }), ...next } }, props.fieldPathId.path);

  return (
    <Table size="small" aria-label={translate("CONFIG.RULES.improvements", { _: "Improvements" })} data-testid="improvements-table">
      <TableHead>
        <TableRow>
          <TableCell>{translate("CONFIG.IMPROVEMENTS.RULE")}</TableCell>
          <TableCell>{translate("CONFIG.IMPROVEMENTS.ENABLED")}</TableCell>
          <TableCell>{translate("CONFIG.IMPROVEMENTS.RATING")}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {keys.map((key) => (
          <TableRow key={key} data-testid={`improvement-${key}`}>
            <TableCell component="th" scope="row">
              {label(key)}
            </TableCell>
            <TableCell padding="checkbox">
              <Checkbox
                checked={data[key]?.enabled === true}
                disabled={disabled}
                onChange={(e) => change(key, { enabled: e.target.checked })}
                slotProps={{ input: { "aria-label": `${label(key)}: ${translate("CONFIG.IMPROVEMENTS.ENABLED")}` } }}
              />
            </TableCell>
            <TableCell>
              <Select
                size="small"
                value={data[key]?.rating ?? 0}
                disabled={disabled}
                onChange={(e) => change(key, { rating: Number(e.target.value) })}
                inputProps={{ "aria-label": `${label(key)}: ${translate("CONFIG.IMPROVEMENTS.RATING")}`, "data-testid": `improvement-rating-${key}` }}
              >
                {RATINGS.map((r) => (
                  <MenuItem key={r} value={r}>
                    {"★".repeat(r) || "–"} ({r})
                  </MenuItem>
                ))}
              </Select>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
