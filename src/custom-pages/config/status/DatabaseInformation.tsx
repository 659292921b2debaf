/**
 * Database status: reachable, the scheduler timers, the comparison databases with
 * their requirement counts; statistics load per database on a button press (then the
 * button is disabled); delete asks in a confirmation modal. A failed load shows the
 * server's errorMessage, a failed delete 'Failed to delete database'.
 */
import { useCallback, useEffect, useState } from "react";
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  IconButton,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from "@mui/material";
import DeleteIcon from "@mui/icons-material/Delete";
import { useTranslate } from "react-admin";
import { isApiError } from "../../../providers/httpClient";
import { configApi, type DatabaseStatistics, type DatabaseStatus, type DiffStatistics } from "../configApi";
import { isUnauthorized } from "../consoleErrors";
import { useConsole } from "../ConsoleContext";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FeedbackAlert } from "../../../components/FeedbackAlert";

function seconds(value: number | null | undefined): string {
  return value === null || value === undefined ? "–" : `${Math.round(value * 100) / 100} s`;
}

function StatisticsLine({ label, stats }: { label: string; stats: DiffStatistics | null | undefined }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2">
      {label}: {translate("CONFIG.DATABASE.MIN")} {seconds(stats?.minDiff)}, {translate("CONFIG.DATABASE.AVG")} {seconds(stats?.avgDiff)},{" "}
      {translate("CONFIG.DATABASE.MAX")} {seconds(stats?.maxDiff)}
    </Typography>
  );
}

export default function DatabaseInformation({
  api = configApi,
}: {
  api?: Pick<typeof configApi, "databaseStatus" | "databaseStatistics" | "deleteDatabase">;
}) {
  const translate = useTranslate();
  const { handleError } = useConsole();
  const [status, setStatus] = useState<DatabaseStatus | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [statistics, setStatistics] = useState<Record<string, DatabaseStatistics | "loading" | "error">>({});
  const [confirm, setConfirm] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState(false);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      const s = await api.databaseStatus();
      setStatus(s);
      if (s.errorMessage) setLoadError(s.errorMessage);
    } catch (error) {
      if (isUnauthorized(error)) handleError(error);
      setLoadError(isApiError(error) ? error.message : translate("CONFIG.SERVICE_ERROR"));
    }
  }, [api, handleError, translate]);

  useEffect(() => {
    void load();
  }, [load]);

  const loadStatistics = async (dbName: string) => {
    setStatistics((s) => ({ ...s, [dbName]: "loading" }));
    try {
      const result = await api.databaseStatistics(dbName);
      setStatistics((s) => ({ ...s, [dbName]: result }));
    } catch (error) {
      if (isUnauthorized(error)) handleError(error);
      setStatistics((s) => ({ ...s, [dbName]: "error" }));
    }
  };

  const remove = async (dbName: string) => {
    setConfirm(null);
    setDeleteError(false);
    try {
      await api.deleteDatabase(dbName);
      await load();
    } catch (error) {
      if (isUnauthorized(error)) handleError(error);
      setDeleteError(true);
    }
  };

  const reachable = status?.databaseReachable ?? status?.neo4jReachable;
  return (
    <Box data-testid="database-information">
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {translate("CONFIG.DATABASE.TITLE")}
      </Typography>
      {loadError && (
        <Alert severity="error" sx={{ mb: 2 }} data-testid="database-error">
          {loadError}
        </Alert>
      )}
      {deleteError && (
        <FeedbackAlert severity="error" onClose={() => setDeleteError(false)} sx={{ mb: 2 }} data-testid="database-delete-error">
          {translate("CONFIG.DATABASE.DELETE_ERROR")}
        </FeedbackAlert>
      )}
      {!status && !loadError && <CircularProgress aria-label={translate("CONFIG.LOADING")} />}
      {status && (
        <>
          <Paper elevation={0} sx={{ p: 2, mb: 2, border: "1px solid", borderColor: "divider" }}>
            <Box sx={{ display: "flex", gap: 1, alignItems: "center", mb: 1 }}>
              <Typography>{translate("CONFIG.DATABASE.REACHABLE")}:</Typography>
              <Chip
                size="small"
                color={reachable ? "success" : "error"}
                label={translate(reachable ? "CONFIG.YES" : "CONFIG.NO")}
                data-testid="database-reachable"
              />
            </Box>
            <Typography>
              {translate("CONFIG.DATABASE.SIMILARITY_TIMER")}: {status.similaritiesSchedulerTimerValue ?? "–"} ms
            </Typography>
            <Typography>
              {translate("CONFIG.DATABASE.COMPARISON_TIMER")}: {status.comparisonsSchedulerTimerValue ?? "–"} ms
            </Typography>
          </Paper>
          <Paper elevation={0} sx={{ border: "1px solid", borderColor: "divider" }}>
            <Table size="small" aria-label={translate("CONFIG.DATABASE.DATABASES")}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate("CONFIG.DATABASE.NAME")}</TableCell>
                  <TableCell align="right">{translate("CONFIG.DATABASE.REQUIREMENTS")}</TableCell>
                  <TableCell>{translate("CONFIG.DATABASE.STATISTICS")}</TableCell>
                  <TableCell align="right">{translate("CONFIG.FILES.ACTIONS")}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(status.databaseInstances ?? []).length === 0 && (
                  <TableRow>
                    <TableCell colSpan={4}>{translate("CONFIG.DATABASE.NONE")}</TableCell>
                  </TableRow>
                )}
                {(status.databaseInstances ?? []).map((db) => {
                  const stats = statistics[db.dbName];
                  return (
                    <TableRow key={db.dbName} data-testid={`database-row-${db.dbName}`}>
                      <TableCell>{db.dbName}</TableCell>
                      <TableCell align="right">{db.requirementCount}</TableCell>
                      <TableCell>
                        {stats && stats !== "loading" && stats !== "error" ? (
                          <>
                            <StatisticsLine label={translate("CONFIG.DATABASE.SIMILARITY")} stats={stats.similarityStatistics} />
                            <StatisticsLine label={translate("CONFIG.DATABASE.COMPARISON")} stats={stats.comparisonStatistics} />
                          </>
                        ) : stats === "error" ? (
                          <Typography color="error" variant="body2">
                            {translate("CONFIG.DATABASE.STATISTICS_ERROR")}
                          </Typography>
                        ) : null}
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={stats !== undefined}
                          onClick={() => void loadStatistics(db.dbName)}
                          sx={{ mt: stats ? 1 : 0 }}
                        >
                          {translate("CONFIG.DATABASE.LOAD_STATISTICS")}
                        </Button>
                      </TableCell>
                      <TableCell align="right">
                        <Tooltip title={translate("CONFIG.DATABASE.DELETE")}>
                          <IconButton aria-label={`${translate("CONFIG.DATABASE.DELETE")}: ${db.dbName}`} onClick={() => setConfirm(db.dbName)}>
                            <DeleteIcon />
                          </IconButton>
                        </Tooltip>
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </Paper>
        </>
      )}
      <ConfirmDialog
        open={confirm !== null}
        titleId="database-delete-title"
        title={translate("CONFIG.DATABASE.DELETE_CONFIRM", { dbName: confirm ?? "" })}
        confirmLabel={translate("CONFIG.DATABASE.DELETE")}
        confirmTestId="database-delete-confirm"
        onCancel={() => setConfirm(null)}
        onConfirm={() => confirm && void remove(confirm)}
      />
    </Box>
  );
}
