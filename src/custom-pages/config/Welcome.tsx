/**
 * /config: the welcome screen, the state of the installation at a glance: licence days
 * left, and for administrators the database, the language model and the last changes
 * of the audit log. Numbers and dates in the console's language.
 */
import { useEffect, useState, type ReactNode } from "react";
import { Box, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from "@mui/material";
import { LinkBase, useGetList, useTranslate } from "react-admin";
import { formatDate, useIntlLocale } from "../../resources/common";
import { canAccess } from "./canAccess";
import { configApi, type DatabaseStatus, type LlmStatus } from "./configApi";
import { useConsole } from "./ConsoleContext";
import { useLicenseExpiration } from "./useLicenseExpiration";

function Tile({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent>
        <Typography variant="overline" color="text.secondary" component="h3">
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Good({ ok, label }: { ok: boolean | null; label: string }) {
  return <Chip size="small" color={ok === null ? "default" : ok ? "success" : "error"} label={label} />;
}

function AdminTiles() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const [database, setDatabase] = useState<DatabaseStatus | null | undefined>(undefined);
  const [llm, setLlm] = useState<LlmStatus | null | undefined>(undefined);
  const { data: changes } = useGetList("audit", { pagination: { page: 1, perPage: 5 }, sort: { field: "at", order: "DESC" } });
  useEffect(() => {
    void configApi.databaseStatus().then(setDatabase, () => setDatabase(null));
    void configApi.llmStatus().then(setLlm, () => setLlm(null));
  }, []);
  const reachable = database === undefined ? null : database?.databaseReachable === true;
  const llmConfigured = llm === undefined ? null : !!llm?.url;
  return (
    <>
      <Tile title={translate("CONFIG.WELCOME_SCREEN.DATABASE")} testId="welcome-database">
        <Good
          ok={reachable}
          label={translate(
            reachable === null ? "CONFIG.LOADING" : reachable ? "CONFIG.WELCOME_SCREEN.REACHABLE" : "CONFIG.WELCOME_SCREEN.UNREACHABLE",
          )}
        />
        {database?.databaseInstances && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate("CONFIG.WELCOME_SCREEN.COMPARISON_DATABASES", {
              count: database.databaseInstances.length,
              formatted: new Intl.NumberFormat(locale).format(database.databaseInstances.length),
            })}
          </Typography>
        )}
      </Tile>
      <Tile title={translate("CONFIG.WELCOME_SCREEN.LLM")} testId="welcome-llm">
        <Good
          ok={llmConfigured === null ? null : llmConfigured && (llm?.llmErrorRate ?? 0) < 0.5}
          label={translate(
            llmConfigured === null ? "CONFIG.LOADING" : llmConfigured ? "CONFIG.WELCOME_SCREEN.LLM_CONFIGURED" : "CONFIG.WELCOME_SCREEN.LLM_NONE",
          )}
        />
        {llm?.lastSuccessfulCall && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate("CONFIG.WELCOME_SCREEN.LAST_SUCCESS", { date: formatDate(llm.lastSuccessfulCall, locale) })}
          </Typography>
        )}
      </Tile>
      <Box sx={{ gridColumn: "1 / -1" }}>
        <Tile title={translate("CONFIG.WELCOME_SCREEN.LAST_CHANGES")} testId="welcome-changes">
          {changes && changes.length === 0 && <Typography color="text.secondary">{translate("CONFIG.WELCOME_SCREEN.NO_CHANGES")}</Typography>}
          <List dense disablePadding>
            {changes?.map((entry) => (
              <ListItem
                key={entry.id}
                disableGutters
                component={LinkBase}
                to={`/config/audit/${encodeURIComponent(String(entry.id))}/show`}
                sx={{ color: "inherit" }}
              >
                <ListItemText
                  primary={`${translate(`CONFIG.AUDIT.ENTITY.${entry.entity}`, { _: entry.entity })} ${entry.entityId} — ${translate(`CONFIG.AUDIT.ACTION.${entry.action}`, { _: entry.action })}`}
                  secondary={`${entry.actor}, ${formatDate(entry.at, locale)}`}
                />
              </ListItem>
            ))}
          </List>
        </Tile>
      </Box>
    </>
  );
}

export function Welcome() {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const { user } = useConsole();
  const { data: expiration, isError } = useLicenseExpiration();
  const isAdmin = !!user && canAccess(user.roles, { action: "show", resource: "status" });
  return (
    <Box data-testid="welcome">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate("CONFIG.WELCOME")}
      </Typography>
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "repeat(3, 1fr)" }, gap: 2 }}>
        <Tile title={translate("CONFIG.WELCOME_SCREEN.LICENSE")} testId="welcome-license">
          {isError && <Good ok={false} label={translate("CONFIG.WELCOME_SCREEN.UNKNOWN")} />}
          {expiration && (
            <>
              <Typography variant="h4" component="p" data-testid="welcome-license-days">
                {new Intl.NumberFormat(locale).format(expiration.daysLeft)}
              </Typography>
              <Good
                ok={!expiration.licenseIsExpired}
                label={translate(expiration.licenseIsExpired ? "CONFIG.WELCOME_SCREEN.EXPIRED" : "CONFIG.WELCOME_SCREEN.DAYS_LEFT")}
              />
            </>
          )}
        </Tile>
        {isAdmin && <AdminTiles />}
      </Box>
    </Box>
  );
}
