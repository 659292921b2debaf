/**
 * A labelled drop-down on the browser's own <select> (outlined like MUI's fields). The
 * public pages use it rather than MUI's Select, whose menu brings Popover, Modal and
 * the transitions into their first load; a native list is also the one phones handle best.
 */
import type { SelectHTMLAttributes } from "react";
import { FormControl, InputLabel, NativeSelect, OutlinedInput, type SxProps, type Theme } from "@mui/material";

export interface NativeSelectOption {
  value: string;
  label: string;
}

export function NativeSelectField({
  id,
  label,
  value,
  options,
  onChange,
  sx,
  inputProps,
}: {
  /** The <select>'s id; its label is `${id}-label`. */
  id: string;
  label: string;
  value: string;
  options: readonly NativeSelectOption[];
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
  /** Further attributes of the <select> (e.g. data-testid). */
  inputProps?: SelectHTMLAttributes<HTMLSelectElement> & Record<`data-${string}`, string>;
}) {
  return (
    <FormControl size="small" sx={sx}>
      <InputLabel id={`${id}-label`} htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(e) => onChange(e.target.value)}
        input={<OutlinedInput label={label} notched />}
        inputProps={{ ...inputProps, id }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
