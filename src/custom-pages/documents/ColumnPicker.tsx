/**
 * Shown when the server could not tell which columns of a tabular file hold the id and
 * the text: the file's headers in two dropdowns; OK uploads the file again with them.
 */
import { useState } from "react";
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
} from "@mui/material";
import { useTranslate } from "react-admin";

export function ColumnPicker({
  headers,
  onSelect,
  onCancel,
}: {
  headers: readonly string[];
  onSelect: (choice: { idColumn: string; textColumn: string }) => void;
  onCancel: () => void;
}) {
  const translate = useTranslate();
  const [idColumn, setIdColumn] = useState(headers[0] ?? "");
  const [textColumn, setTextColumn] = useState(headers[1] ?? headers[0] ?? "");
  const column = (id: string, label: string, value: string, onChange: (v: string) => void) => (
    <FormControl fullWidth size="small">
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select labelId={`${id}-label`} id={id} label={label} value={value} onChange={(e) => onChange(e.target.value)}>
        {headers.map((h) => (
          <MenuItem key={h} value={h}>
            {h}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
  return (
    <Dialog open onClose={onCancel} aria-labelledby="documents-columns-title" data-testid="documents-column-picker" fullWidth maxWidth="xs">
      <DialogTitle id="documents-columns-title">{translate("DOCUMENTS.COLUMNS.TITLE")}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{translate("DOCUMENTS.COLUMNS.BODY")}</DialogContentText>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {column("documents-id-column", translate("DOCUMENTS.COLUMNS.ID"), idColumn, setIdColumn)}
          {column("documents-text-column", translate("DOCUMENTS.COLUMNS.TEXT"), textColumn, setTextColumn)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate("EXAMPLES.CANCEL")}</Button>
        <Button
          variant="contained"
          disabled={!idColumn || !textColumn || idColumn === textColumn}
          onClick={() => onSelect({ idColumn, textColumn })}
          data-testid="documents-columns-ok"
        >
          {translate("DOCUMENTS.COLUMNS.OK")}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
