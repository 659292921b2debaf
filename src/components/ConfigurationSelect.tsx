/**
 * The configuration dropdown of the check and examples pages: every configuration the
 * visitor may list; nothing when there are none (anonymous visitors analyse with the default).
 */
import type { SxProps, Theme } from "@mui/material";
import { useTranslate } from "ra-core";
import type { ConfigFileEntry } from "../providers/api";
import { NativeSelectField } from "./NativeSelectField";

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
  const options = configurations.map((c) => ({ value: c.configId, label: c.configId }));
  // No configuration chosen (the server's default applies): an empty entry stands for it.
  const value = configId ?? "";
  return (
    <NativeSelectField
      id={id}
      label={translate("CHECK.CONFIGURATION_LABEL")}
      value={value}
      options={value === "" ? [{ value: "", label: "" }, ...options] : options}
      onChange={(selected) => onSelect(selected || null)}
      sx={sx}
    />
  );
}
