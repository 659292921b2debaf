/**
 * The configuration dropdown of the check and examples pages: every configuration the
 * visitor may list; nothing when there are none (anonymous visitors analyse with the default).
 */
import { FormControl, InputLabel, MenuItem, Select, type SxProps, type Theme } from "@mui/material";
import { useTranslate } from "ra-core";
import type { ConfigFileEntry } from "../providers/api";

export function ConfigurationSelect({
  id,
  configurations,
  configId,
  onSelect,
  sx,
}: {
  /** The select's id; its label is `${id}-label`. */
  id: string;
  configurations: readonly ConfigFileEntry[];
  configId: string | null;
  onSelect: (configId: string | null) => void;
  sx?: SxProps<Theme>;
}) {
  const translate = useTranslate();
  if (configurations.length === 0) return null;
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel id={`${id}-label`}>{translate("CHECK.CONFIGURATION_LABEL")}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={translate("CHECK.CONFIGURATION_LABEL")}
        value={configId ?? ""}
        onChange={(e) => onSelect(e.target.value || null)}
      >
        {configurations.map((c) => (
          <MenuItem key={c.configId} value={c.configId}>
            {c.configId}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
