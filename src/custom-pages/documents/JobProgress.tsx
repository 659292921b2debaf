/**
 * The job of the shown document: while it is queued or running a progress bar with the
 * counts and a cancel button; once it failed or was cancelled, why (in the console's
 * language when the server gave a reason code), and a retry button.
 */
import { Alert, Box, Button, LinearProgress, Typography } from "@mui/material";
import { useLocaleState, useTranslate } from "react-admin";
import type { DocumentInfo } from "./documentsApi";
import { formatNumber } from "./format";

export function JobProgress({
  document,
  cancelling,
  onCancel,
  onRetry,
}: {
  document: DocumentInfo;
  cancelling: boolean;
  onCancel: () => void;
  onRetry: () => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { done, total } = document.progress;

  if (document.status === "failed" || document.status === "cancelled") {
    return (
      <Alert
        severity={document.status === "failed" ? "error" : "info"}
        data-testid="documents-job-ended"
        data-status={document.status}
        action={
          <Button color="inherit" size="small" onClick={onRetry} data-testid="documents-retry">
            {translate("DOCUMENTS.RETRY")}
          </Button>
        }
      >
        {translate(document.status === "failed" ? "DOCUMENTS.STATUS_FAILED" : "DOCUMENTS.STATUS_CANCELLED")}
        {document.errorCode ? (
          <Typography variant="body2" data-testid="documents-job-error" data-error-code={document.errorCode}>
            {translate(`DOCUMENTS.FAILED.${document.errorCode}`, { _: document.error ?? "" })}
          </Typography>
        ) : document.error ? (
          ` (${document.error})`
        ) : (
          ""
        )}
      </Alert>
    );
  }
  if (document.status === "done") return null;

  const percent = total > 0 ? Math.min(100, (done / total) * 100) : 0;
  const counts =
    total > 0
      ? translate("DOCUMENTS.PROGRESS_COUNTS", { done: formatNumber(locale, done), total: formatNumber(locale, total) })
      : translate(document.status === "queued" ? "DOCUMENTS.STATUS_QUEUED" : "DOCUMENTS.STATUS_READING");

  return (
    <Box data-testid="documents-progress" data-status={document.status} data-done={done} data-total={total}>
      <Box sx={{ display: "flex", alignItems: "center", justifyContent: "space-between", gap: 2, flexWrap: "wrap", mb: 1 }}>
        <Typography role="status" data-testid="documents-progress-counts">
          {counts}
        </Typography>
        <Button variant="outlined" color="warning" size="small" onClick={onCancel} disabled={cancelling} data-testid="documents-cancel">
          {translate(cancelling ? "DOCUMENTS.CANCELLING" : "DOCUMENTS.CANCEL")}
        </Button>
      </Box>
      <LinearProgress
        variant={total > 0 ? "determinate" : "indeterminate"}
        value={percent}
        aria-label={translate("DOCUMENTS.PROGRESS_LABEL")}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}
