/**
 * The documents screen (loaded lazily with the chart library and the table): the upload
 * and the previous uploads side by side, then the shown document: its progress with the
 * dashboard of the results so far, or (once it has results) its dashboard, export buttons, requirements table and the selected requirement's detail.
 * All behaviour lives in documentsMachine; this component only reads its state and
 * sends events.
 */
import { useCallback, useEffect, useState } from "react";
import { Alert, Box, Container, IconButton, Paper, Tooltip, Typography } from "@mui/material";
import CloseIcon from "@mui/icons-material/Close";
import { useMachine } from "@xstate/react";
import { useLocaleState, useLocation, useNavigate, useTranslate } from "react-admin";
import { TOOL_PAGE_GATES, ToolPageStatus } from "../../components/ToolPageStatus";
import { RequestsExceededPanel } from "../check/RequestsExceededPanel";
import { ColumnPicker } from "./ColumnPicker";
import { DocumentDashboard } from "./DocumentDashboard";
import { documentLanguage, documentsMachine, hasResults, type JobError } from "./documentsMachine";
import { ExportButtons } from "./ExportButtons";
import { formatNumber } from "./format";
import { JobProgress } from "./JobProgress";
import { PreviousUploads } from "./PreviousUploads";
import { RequirementDetail } from "./RequirementDetail";
import type { DocumentRequirement } from "./requirementsProvider";
import { RequirementsTable } from "./RequirementsTable";
import { UploadForm } from "./UploadForm";

function JobErrorAlert({ error }: { error: JobError }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" sx={{ mt: 2 }} data-testid="documents-error" data-error-code={error.code}>
      {translate(`DOCUMENTS.ERRORS.${error.code}`, { _: translate("DOCUMENTS.ERRORS.GENERIC") })}
      {error.message ? ` (${error.message})` : ""}
    </Alert>
  );
}

export default function DocumentsView() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { search } = useLocation();
  const [input] = useState(() => {
    const params = new URLSearchParams(search);
    const requirement = Number(params.get("requirement"));
    return { documentId: params.get("document"), requirementId: Number.isInteger(requirement) && requirement > 0 ? requirement : null };
  });
  const [state, send] = useMachine(documentsMachine, { input });
  const { context } = state;
  const hasSelection = context.selected !== null;
  // A row fetched again: the open one worded anew, or the one to open again once the page was drawn anew.
  const refreshRow = useCallback(
    (row: DocumentRequirement) => send(hasSelection ? { type: "ROW.REFRESH", row } : { type: "ROW.SELECT", row }),
    [send, hasSelection],
  );
  // The shown document and requirement are kept in the address, so that the page drawn anew
  // (a change of the interface language draws the whole console again) shows them again.
  const navigate = useNavigate();
  const shownDocument = context.current?.documentId ?? null;
  const shownRow = context.selected?.id ?? context.restoreRow;
  useEffect(() => {
    const params = new URLSearchParams();
    if (shownDocument) params.set("document", shownDocument);
    if (shownDocument && shownRow !== null) params.set("requirement", String(shownRow));
    const next = params.toString() ? `?${params.toString()}` : "";
    if (next !== window.location.search) navigate({ search: next }, { replace: true });
  }, [navigate, shownDocument, shownRow]);

  const title = (
    <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
      {translate("DOCUMENTS.TITLE")}
    </Typography>
  );
  const gate = TOOL_PAGE_GATES.find((g) => state.matches(g));
  if (gate) return <ToolPageStatus title={title} gate={gate} errorTestId="documents-license-error" />;

  const uploading = state.matches({ ready: { job: "uploading" } });
  const jobBusy = uploading || state.matches({ ready: { job: "rechecking" } }) || state.matches({ ready: { job: "opening" } });
  const cancelling = state.matches({ ready: { job: { watching: "cancelling" } } });
  const { document, current, selected } = context;
  const done = current !== null && hasResults(document);

  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      {title}
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", md: "minmax(0, 5fr) minmax(0, 7fr)" }, alignItems: "start" }}>
        <Box sx={{ minWidth: 0 }}>
          <UploadForm
            file={context.file}
            language={context.language}
            configId={context.configId}
            configurations={context.configurations}
            busy={uploading}
            onFile={(file) => send({ type: "FILE.SELECT", file })}
            onLanguage={(language) => send({ type: "LANGUAGE.SELECT", language })}
            onConfig={(configId) => send({ type: "CONFIG.SELECT", configId })}
            onUpload={() => send({ type: "UPLOAD" })}
          />
          {context.requestsExceeded && <RequestsExceededPanel onKeyStored={() => send({ type: "APIKEY.STORED" })} />}
          {context.error && <JobErrorAlert error={context.error} />}
        </Box>
        <PreviousUploads
          uploads={context.uploads}
          currentId={current?.documentId ?? null}
          loadError={context.uploadsError}
          recheckConfigId={context.configId}
          busy={jobBusy}
          onOpen={(documentId) => send({ type: "DOCUMENT.OPEN", documentId })}
          onRecheck={(documentId) => send({ type: "DOCUMENT.RECHECK", documentId, configId: context.configId })}
          onDelete={(documentId) => send({ type: "DOCUMENT.DELETE", documentId })}
        />
      </Box>

      {current && document && (
        <Paper
          component="section"
          elevation={0}
          aria-labelledby="documents-current-title"
          data-testid="documents-current"
          data-document-id={current.documentId}
          data-status={document.status}
          sx={{ mt: 3, p: { xs: 1.5, md: 3 }, border: "1px solid", borderColor: "divider", minWidth: 0 }}
        >
          <Box sx={{ display: "flex", alignItems: "center", gap: 1, mb: 2 }}>
            <Typography id="documents-current-title" variant="h3" component="h2" sx={{ flexGrow: 1, overflowWrap: "anywhere", minWidth: 0 }}>
              {document.name || current.documentId}
            </Typography>
            <Tooltip title={translate("DOCUMENTS.CLOSE")}>
              <IconButton aria-label={translate("DOCUMENTS.CLOSE")} onClick={() => send({ type: "CLOSE" })} data-testid="documents-close">
                <CloseIcon />
              </IconButton>
            </Tooltip>
          </Box>

          <JobProgress
            document={document}
            cancelling={cancelling}
            onCancel={() => send({ type: "CANCEL" })}
            onRetry={() => send({ type: "RETRY" })}
          />

          {!done && (document.status === "running" || document.status === "failed") && document.summary && document.summary.requirements > 0 && (
            <Box sx={{ mt: 2 }} data-testid="documents-so-far">
              <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {translate("DOCUMENTS.DASHBOARD.SO_FAR", { requirements: formatNumber(locale, document.summary.requirements) })}
              </Typography>
              <DocumentDashboard summary={document.summary} testId="documents-so-far-dashboard" />
            </Box>
          )}

          {done && (
            <>
              {document.summary && <DocumentDashboard summary={document.summary} />}
              <Box sx={{ my: 3 }}>
                <ExportButtons
                  documentFormat={document.format}
                  busyFormat={context.exportFormat}
                  error={context.exportError}
                  onExport={(format) => send({ type: "EXPORT", format })}
                />
              </Box>
              <Box
                sx={{
                  display: "grid",
                  gap: 3,
                  gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: selected ? "minmax(0, 7fr) minmax(0, 5fr)" : "minmax(0, 1fr)" },
                  alignItems: "start",
                }}
              >
                <RequirementsTable
                  documentId={current.documentId}
                  token={current.token}
                  selected={selected}
                  openId={shownRow}
                  onSelect={(row) => send({ type: "ROW.SELECT", row })}
                  onRefresh={refreshRow}
                />
                {selected && (
                  <Paper
                    component="section"
                    elevation={0}
                    aria-live="polite"
                    aria-label={translate("EXAMPLES.DETAIL_LABEL")}
                    sx={{ p: { xs: 1.5, md: 3 }, border: "1px solid", borderColor: "divider", minWidth: 0 }}
                  >
                    <RequirementDetail
                      row={selected}
                      language={documentLanguage(context)}
                      suggestions={context.suggestions}
                      suggestionActive={context.suggestion}
                      onClose={() => send({ type: "ROW.CLOSE" })}
                    />
                  </Paper>
                )}
              </Box>
            </>
          )}
        </Paper>
      )}

      {state.matches({ ready: { job: "choosingColumns" } }) && context.columns && (
        <ColumnPicker
          headers={context.columns.headers}
          onSelect={(choice) => send({ type: "COLUMNS.SELECT", ...choice })}
          onCancel={() => send({ type: "COLUMNS.CANCEL" })}
        />
      )}
    </Container>
  );
}
