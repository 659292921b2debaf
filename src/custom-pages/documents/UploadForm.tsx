/**
 * The upload: a drop zone with a file picker (a real button, so it works from the
 * keyboard), the language and configuration dropdowns and the upload button.
 */
import { useRef, useState, type DragEvent } from "react";
import { Box, Button, CircularProgress, FormControl, InputLabel, MenuItem, Paper, Select, Typography } from "@mui/material";
import UploadFileIcon from "@mui/icons-material/UploadFile";
import { useLocaleState, useTranslate } from "react-admin";
import type { ConfigFileEntry } from "../../providers/api";
import { ConfigurationSelect } from "../../components/ConfigurationSelect";
import { UPLOAD_LANGUAGES, type UploadLanguage } from "./documentsApi";
import { formatBytes } from "./format";

/** What the importers read (the server decides by content and name; this only guides the picker). */
export const ACCEPTED_FILES = ".csv,.tsv,.xlsx,.reqif,.reqifz,.docx,.md,.markdown,.txt";

export interface UploadFormProps {
  file: File | null;
  language: UploadLanguage;
  configId: string | null;
  configurations: readonly ConfigFileEntry[];
  busy: boolean;
  onFile: (file: File | null) => void;
  onLanguage: (language: UploadLanguage) => void;
  onConfig: (configId: string | null) => void;
  onUpload: () => void;
}

export function UploadForm({ file, language, configId, configurations, busy, onFile, onLanguage, onConfig, onUpload }: UploadFormProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files?.[0];
    if (dropped) onFile(dropped);
  };

  return (
    <Paper
      component="form"
      elevation={0}
      noValidate
      aria-label={translate("DOCUMENTS.UPLOAD.LABEL")}
      onSubmit={(e) => {
        e.preventDefault();
        onUpload();
      }}
      sx={{ p: { xs: 2, md: 3 }, border: "1px solid", borderColor: "divider" }}
    >
      <Box
        data-testid="documents-dropzone"
        data-dragging={dragging}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: "2px dashed",
          borderColor: dragging ? "primary.main" : "divider",
          bgcolor: dragging ? "action.hover" : "transparent",
          borderRadius: 2,
          p: { xs: 2, md: 3 },
          textAlign: "center",
          display: "flex",
          flexDirection: "column",
          alignItems: "center",
          gap: 1.5,
        }}
      >
        <UploadFileIcon color="primary" sx={{ fontSize: 40 }} />
        <Typography>{translate("DOCUMENTS.UPLOAD.DROP_HINT")}</Typography>
        <input
          ref={input}
          type="file"
          accept={ACCEPTED_FILES}
          hidden
          data-testid="documents-file-input"
          onChange={(e) => {
            onFile(e.target.files?.[0] ?? null);
            // The same file can be chosen again after a failed upload.
            e.target.value = "";
          }}
        />
        <Button variant="outlined" onClick={() => input.current?.click()} data-testid="documents-choose-file">
          {translate("DOCUMENTS.UPLOAD.CHOOSE_FILE")}
        </Button>
        <Typography variant="body2" color="text.secondary" data-testid="documents-file-name" sx={{ overflowWrap: "anywhere" }}>
          {file ? `${file.name} (${formatBytes(locale, file.size)})` : translate("DOCUMENTS.UPLOAD.FORMATS")}
        </Typography>
      </Box>

      <Box sx={{ display: "flex", gap: 2, mt: 2, flexWrap: "wrap", alignItems: "center" }}>
        <FormControl size="small" sx={{ minWidth: 160 }}>
          <InputLabel id="documents-language-label">{translate("CHECK.LANGUAGE_LABEL")}</InputLabel>
          <Select
            labelId="documents-language-label"
            id="documents-language"
            label={translate("CHECK.LANGUAGE_LABEL")}
            value={language}
            onChange={(e) => onLanguage(e.target.value as UploadLanguage)}
          >
            {UPLOAD_LANGUAGES.map((l) => (
              <MenuItem key={l} value={l}>
                {translate(l === "auto" ? "DOCUMENTS.UPLOAD.LANGUAGE_AUTO" : `LANGUAGES.${l}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <ConfigurationSelect id="documents-config" configurations={configurations} configId={configId} onSelect={onConfig} sx={{ minWidth: 180 }} />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!file || busy}
          aria-busy={busy}
          data-testid="documents-upload-button"
          startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {translate(busy ? "DOCUMENTS.UPLOAD.UPLOADING" : "DOCUMENTS.UPLOAD.BUTTON")}
        </Button>
      </Box>
    </Paper>
  );
}
