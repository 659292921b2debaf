/**
 * The examples screen (loaded lazily with the chart library): toolbar (configuration,
 * language, statistics, add), the examples table, and on the right the statistics or
 * the selected row's detail. All behaviour lives in examplesMachine; this component
 * only reads its state and sends events.
 */
import { useEffect, useState } from "react";
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Container,
  FormControl,
  InputLabel,
  MenuItem,
  Paper,
  Select,
  Tooltip,
  Typography,
} from "@mui/material";
import AddIcon from "@mui/icons-material/Add";
import PieChartIcon from "@mui/icons-material/PieChart";
import { useMachine } from "@xstate/react";
import { useLocaleState, useTranslate } from "ra-core";
import { SUPPORTED_LANGUAGES, type LanguageCode } from "../../providers/api";
import { DeleteDialog, RequirementDialog } from "./ExampleDialogs";
import { ExampleDetail } from "./ExampleDetail";
import { ExamplesTable } from "./ExamplesTable";
import { currentRows, examplesMachine, selectedRow } from "./examplesMachine";
import { canAddExample, loadDemoId, loadExamplesState, ratingOf, type ExampleRequirement } from "./examplesModel";
import { RatingPieChart } from "./RatingPieChart";
import { ConfigurationSelect } from "../../components/ConfigurationSelect";
import { TOOL_PAGE_GATES, ToolPageStatus } from "../../components/ToolPageStatus";
import { RequestsExceededPanel } from "../check/RequestsExceededPanel";

type DialogState = { kind: "none" } | { kind: "add" } | { kind: "edit"; row: ExampleRequirement } | { kind: "delete"; row: ExampleRequirement };

export default function ExamplesView() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const uiLanguage: LanguageCode = locale === "de" ? "de" : "en";
  const [input] = useState(() => ({ saved: loadExamplesState(), demoId: loadDemoId(), language: uiLanguage, uiLanguage }));
  const [state, send] = useMachine(examplesMachine, { input });
  useEffect(() => send({ type: "UI_LANGUAGE.CHANGE", uiLanguage }), [send, uiLanguage]);
  const [dialog, setDialog] = useState<DialogState>({ kind: "none" });
  const { context } = state;

  const title = (
    <Typography variant="h2" component="h1" sx={{ mb: 3 }}>
      {translate("EXAMPLES.TITLE")}
    </Typography>
  );

  const gate = TOOL_PAGE_GATES.find((g) => state.matches(g));
  if (gate) return <ToolPageStatus title={title} gate={gate} errorTestId="examples-license-error" />;

  const rows = currentRows(context);
  const selected = selectedRow(context);
  const canAdd = canAddExample(rows);
  const loadingExamples = context.pendingLoad.includes(context.language) || state.matches({ ready: { work: "loadingExamples" } });
  const loadFailed = context.loadErrors.includes(context.language);
  const closeDialog = () => setDialog({ kind: "none" });

  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      {title}
      <Box sx={{ display: "flex", gap: 2, mb: 2, flexWrap: "wrap", alignItems: "center" }}>
        <ConfigurationSelect
          id="examples-config"
          configurations={context.configurations}
          configId={context.configId}
          onSelect={(configId) => send({ type: "CONFIG.SELECT", configId })}
          sx={{ width: 200 }}
        />
        <FormControl size="small" fullWidth={false} sx={{ width: 180 }}>
          <InputLabel id="examples-language-label">{translate("CHECK.LANGUAGE_LABEL")}</InputLabel>
          <Select
            labelId="examples-language-label"
            id="examples-language"
            label={translate("CHECK.LANGUAGE_LABEL")}
            value={context.language}
            onChange={(e) => send({ type: "LANGUAGE.SELECT", language: e.target.value as LanguageCode })}
            inputProps={{ "data-testid": "examples-language" }}
          >
            {SUPPORTED_LANGUAGES.map((language) => (
              <MenuItem key={language} value={language}>
                {translate(`LANGUAGES.${language}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Box sx={{ flexGrow: 1 }} />
        <Button
          variant={context.resultState === "statistics" ? "contained" : "outlined"}
          startIcon={<PieChartIcon />}
          onClick={() => send({ type: "STATISTICS.SHOW" })}
          data-testid="examples-statistics-button"
        >
          {translate("EXAMPLES.STATISTICS_BUTTON")}
        </Button>
        <Tooltip title={canAdd ? "" : translate("EXAMPLES.MAX_ENTRIES_REACHED")}>
          {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
          <span data-testid="examples-add-wrapper">
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              disabled={!canAdd || loadingExamples}
              onClick={() => setDialog({ kind: "add" })}
              data-testid="examples-add-button"
            >
              {translate("EXAMPLES.ADD_BUTTON")}
            </Button>
          </span>
        </Tooltip>
      </Box>

      {context.requestsExceeded && (
        <Box sx={{ mb: 2 }}>
          <RequestsExceededPanel onKeyStored={() => send({ type: "APIKEY.STORED" })} />
        </Box>
      )}

      {/* minmax(0, …): the columns shrink to the screen; the table scrolls inside its own box on phones. */}
      <Box sx={{ display: "grid", gap: 3, gridTemplateColumns: { xs: "minmax(0, 1fr)", lg: "minmax(0, 7fr) minmax(0, 5fr)" }, alignItems: "start" }}>
        <Paper elevation={0} sx={{ p: { xs: 1, md: 2 }, border: "1px solid", borderColor: "divider", minWidth: 0 }}>
          {loadFailed && <Alert severity="error">{translate("EXAMPLES.LOAD_ERROR")}</Alert>}
          {loadingExamples ? (
            <Box role="status" sx={{ display: "flex", gap: 2, alignItems: "center", p: 2 }}>
              <CircularProgress size={20} />
              <Typography>{translate("CHECK.LOADING")}</Typography>
            </Box>
          ) : (
            <ExamplesTable
              rows={rows}
              selectedExternalId={context.selectedExternalId}
              comparisonActive={context.features.comparison}
              onSelect={(externalId) => send({ type: "ROW.SELECT", externalId })}
              onEdit={(row) => setDialog({ kind: "edit", row })}
              onDelete={(row) => setDialog({ kind: "delete", row })}
            />
          )}
        </Paper>

        <Paper
          component="section"
          aria-live="polite"
          aria-label={translate(selected ? "EXAMPLES.DETAIL_LABEL" : "EXAMPLES.STATISTICS_LABEL")}
          elevation={0}
          data-result-state={selected && context.resultState === "detail" ? "detail" : "statistics"}
          sx={
            selected && context.resultState === "detail"
              ? { p: { xs: 2, md: 3 }, border: "1px solid", borderColor: "divider", minHeight: 320, minWidth: 0 }
              : { p: { xs: 2, md: 3 }, minHeight: 320, minWidth: 0, bgcolor: "#1f2a44", color: "#fff", border: "1px solid #1f2a44" }
          }
        >
          {selected && context.resultState === "detail" ? (
            <ExampleDetail
              row={selected}
              rows={rows}
              suggestionActive={context.features.suggestion}
              comparisonActive={context.features.comparison}
              onShowStatistics={() => send({ type: "STATISTICS.SHOW" })}
            />
          ) : (
            <RatingPieChart ratings={rows.map(ratingOf)} />
          )}
        </Paper>
      </Box>

      <RequirementDialog
        open={dialog.kind === "add" || dialog.kind === "edit"}
        mode={dialog.kind === "edit" ? "edit" : "add"}
        initialText={dialog.kind === "edit" ? dialog.row.text : ""}
        onCancel={closeDialog}
        onSave={(text) => {
          if (dialog.kind === "edit") send({ type: "EXAMPLE.EDIT", externalId: dialog.row.externalId, text });
          else send({ type: "EXAMPLE.ADD", text });
          closeDialog();
        }}
      />
      <DeleteDialog
        open={dialog.kind === "delete"}
        externalId={dialog.kind === "delete" ? dialog.row.externalId : null}
        text={dialog.kind === "delete" ? dialog.row.text : ""}
        onCancel={closeDialog}
        onConfirm={() => {
          if (dialog.kind === "delete") send({ type: "EXAMPLE.DELETE", externalId: dialog.row.externalId });
          closeDialog();
        }}
      />
    </Container>
  );
}
