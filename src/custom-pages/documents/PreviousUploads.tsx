/**
 * The documents uploaded before (by this browser, or by the signed-in user or API key):
 * name, status, date and counts; open, re-check with the chosen configuration, delete.
 */
import { useState } from "react";
import { Alert, Box, Chip, IconButton, List, ListItem, ListItemButton, ListItemText, Paper, Tooltip, Typography } from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import ReplayIcon from "@mui/icons-material/Replay";
import { useLocaleState, useTranslate } from "react-admin";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import type { DocumentInfo, JobStatus } from "./documentsApi";
import { formatDateTime, formatNumber } from "./format";

const STATUS_COLOURS: Record<JobStatus, "default" | "info" | "success" | "error" | "warning"> = {
  queued: "default",
  running: "info",
  done: "success",
  failed: "error",
  cancelled: "warning",
};

export function PreviousUploads({
  uploads,
  currentId,
  loadError,
  recheckConfigId,
  busy,
  onOpen,
  onRecheck,
  onDelete,
}: {
  uploads: readonly DocumentInfo[];
  currentId: string | null;
  loadError: boolean;
  /** The configuration a re-check uses (the one chosen above); null is the server's default. */
  recheckConfigId: string | null;
  busy: boolean;
  onOpen: (documentId: string) => void;
  onRecheck: (documentId: string) => void;
  onDelete: (documentId: string) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [confirm, setConfirm] = useState<DocumentInfo | null>(null);
  const recheckLabel = (name: string) =>
    recheckConfigId
      ? translate("DOCUMENTS.PREVIOUS.RECHECK_WITH", { name, configId: recheckConfigId })
      : translate("DOCUMENTS.PREVIOUS.RECHECK", { name });

  return (
    <Paper
      component="section"
      elevation={0}
      aria-labelledby="documents-previous-title"
      sx={{ p: { xs: 1.5, md: 2 }, border: "1px solid", borderColor: "divider" }}
      data-testid="documents-previous"
    >
      <Typography id="documents-previous-title" variant="h3" component="h2" sx={{ fontSize: "1.1rem", mb: 1 }}>
        {translate("DOCUMENTS.PREVIOUS.TITLE")}
      </Typography>
      {loadError && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {translate("DOCUMENTS.PREVIOUS.LOAD_ERROR")}
        </Alert>
      )}
      {uploads.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate("DOCUMENTS.PREVIOUS.EMPTY")}
        </Typography>
      ) : (
        <List dense disablePadding>
          {uploads.map((d) => (
            <ListItem
              key={d.documentId}
              disablePadding
              data-testid="documents-previous-item"
              data-document-id={d.documentId}
              data-status={d.status}
              secondaryAction={
                <Box sx={{ display: "flex" }}>
                  <Tooltip title={recheckLabel(d.name)}>
                    <span>
                      <IconButton
                        size="small"
                        aria-label={recheckLabel(d.name)}
                        disabled={busy}
                        onClick={() => onRecheck(d.documentId)}
                        data-testid="documents-previous-recheck"
                      >
                        <ReplayIcon fontSize="small" />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={translate("DOCUMENTS.PREVIOUS.DELETE", { name: d.name })}>
                    <IconButton
                      size="small"
                      aria-label={translate("DOCUMENTS.PREVIOUS.DELETE", { name: d.name })}
                      onClick={() => setConfirm(d)}
                      data-testid="documents-previous-delete"
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              }
              sx={{ "& .MuiListItemButton-root": { pr: 11 } }}
            >
              <ListItemButton selected={d.documentId === currentId} onClick={() => onOpen(d.documentId)} data-testid="documents-previous-open">
                <ListItemText
                  primary={
                    <Box component="span" sx={{ display: "flex", gap: 1, alignItems: "center", flexWrap: "wrap", minWidth: 0 }}>
                      <Box component="span" sx={{ overflowWrap: "anywhere", fontWeight: 600 }}>
                        {d.name}
                      </Box>
                      <Chip
                        size="small"
                        color={STATUS_COLOURS[d.status] ?? "default"}
                        label={translate(`DOCUMENTS.STATUS.${d.status}`, { _: d.status })}
                      />
                    </Box>
                  }
                  secondary={[
                    formatDateTime(locale, d.createdAt),
                    d.summary
                      ? translate("DOCUMENTS.PREVIOUS.COUNTS", {
                          requirements: formatNumber(locale, d.summary.requirements),
                          average: d.summary.requirements === 0 ? "–" : formatNumber(locale, d.summary.averageRating, 1),
                        })
                      : d.progress.total > 0
                        ? translate("DOCUMENTS.PROGRESS_COUNTS", {
                            done: formatNumber(locale, d.progress.done),
                            total: formatNumber(locale, d.progress.total),
                          })
                        : "",
                  ]
                    .filter(Boolean)
                    .join(" · ")}
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
      <ConfirmDialog
        open={confirm !== null}
        titleId="documents-delete-title"
        title={translate("DOCUMENTS.PREVIOUS.DELETE_TITLE", { name: confirm?.name ?? "" })}
        confirmLabel={translate("EXAMPLES.DELETE")}
        confirmTestId="documents-delete-confirm"
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (confirm) onDelete(confirm.documentId);
          setConfirm(null);
        }}
      />
    </Paper>
  );
}
