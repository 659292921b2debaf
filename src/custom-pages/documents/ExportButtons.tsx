/**
 * One download button per export format (ReqIF only for documents that came as ReqIF: the
 * export is the original file with the results added); the file is fetched with the
 * document's token.
 */
import { Alert, Box, Button, CircularProgress, Typography } from "@mui/material";
import DownloadIcon from "@mui/icons-material/Download";
import { useTranslate } from "react-admin";
import { EXPORT_FORMATS, type ExportFormat } from "./documentsApi";
import type { JobError } from "./documentsMachine";

export function ExportButtons({
  documentFormat,
  busyFormat,
  error,
  onExport,
}: {
  documentFormat: string;
  busyFormat: ExportFormat | null;
  error: JobError | null;
  onExport: (format: ExportFormat) => void;
}) {
  const translate = useTranslate();
  const formats = EXPORT_FORMATS.filter((format) => format !== "reqif" || documentFormat === "reqif" || documentFormat === "reqifz");
  return (
    <Box component="section" aria-labelledby="documents-export-title" data-testid="documents-export">
      <Typography id="documents-export-title" variant="h3" component="h2" sx={{ fontSize: "1.1rem", mb: 1 }}>
        {translate("DOCUMENTS.EXPORT.TITLE")}
      </Typography>
      <Box sx={{ display: "flex", gap: 1, flexWrap: "wrap" }}>
        {formats.map((format) => (
          <Button
            key={format}
            variant="outlined"
            size="small"
            disabled={busyFormat !== null}
            onClick={() => onExport(format)}
            data-testid={`documents-export-${format}`}
            aria-label={translate("DOCUMENTS.EXPORT.BUTTON", { format: translate(`DOCUMENTS.EXPORT.${format.toUpperCase()}`) })}
            startIcon={busyFormat === format ? <CircularProgress size={16} /> : <DownloadIcon />}
          >
            {translate(`DOCUMENTS.EXPORT.${format.toUpperCase()}`)}
          </Button>
        ))}
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }} data-testid="documents-export-error">
          {translate("DOCUMENTS.EXPORT.ERROR")} ({error.message})
        </Alert>
      )}
    </Box>
  );
}
