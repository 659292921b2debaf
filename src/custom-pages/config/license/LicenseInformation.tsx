/**
 * Licence information: the status as one of four messages (none, corrupted, expired,
 * valid) and, when there is a licence, its request data and dates.
 */
import { useEffect, useState } from "react";
import { Alert, Box, CircularProgress, Paper, Table, TableBody, TableCell, TableRow, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import type { LicenseStatus } from "../../../providers/api";
import { configApi, type LicenseInfo } from "../configApi";
import { isUnauthorized } from "../consoleErrors";
import { useConsole } from "../ConsoleContext";

export const LICENSE_STATUS_SEVERITY: Record<LicenseStatus, "success" | "warning" | "error" | "info"> = {
  VALID_LICENSE: "success",
  EXPIRED_LICENSE: "warning",
  CORRUPTED_LICENSE: "error",
  NO_LICENSE: "info",
};

export function LicenseStatusMessage({ status }: { status: LicenseStatus | null }) {
  const translate = useTranslate();
  if (!status) {
    return (
      <Alert severity="error" data-testid="license-status">
        {translate("CONFIG.LICENSE.SERVICE_ERROR")}
      </Alert>
    );
  }
  return (
    <Alert severity={LICENSE_STATUS_SEVERITY[status] ?? "info"} data-testid="license-status" data-status={status}>
      {translate(`CONFIG.LICENSE.STATUS.${status}`)}
    </Alert>
  );
}

function formatDate(value: string | null | undefined, locale: string): string {
  if (!value) return "–";
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(locale);
}

export default function LicenseInformation({ api = configApi }: { api?: Pick<typeof configApi, "licenseStatus" | "license"> }) {
  const translate = useTranslate();
  const { handleError } = useConsole();
  const [status, setStatus] = useState<LicenseStatus | null | undefined>(undefined);
  const [info, setInfo] = useState<LicenseInfo | null>(null);
  const locale = translate("CONFIG.DATE_LOCALE", { _: "en-GB" });

  useEffect(() => {
    let active = true;
    api
      .licenseStatus()
      .then(async (s) => {
        if (!active) return;
        setStatus(s);
        if (s !== "NO_LICENSE") {
          const details = await api.license().catch((error: unknown) => {
            if (isUnauthorized(error)) handleError(error);
            return null;
          });
          if (active) setInfo(details);
        }
      })
      .catch((error: unknown) => {
        if (isUnauthorized(error)) handleError(error);
        if (active) setStatus(null);
      });
    return () => {
      active = false;
    };
  }, [api, handleError]);

  return (
    <Box data-testid="license-information">
      <Typography variant="h4" component="h2" sx={{ mb: 2 }}>
        {translate("CONFIG.LICENSE.INFORMATION_TITLE")}
      </Typography>
      {status === undefined ? <CircularProgress aria-label={translate("CONFIG.LOADING")} /> : <LicenseStatusMessage status={status} />}
      {info && (
        <Paper elevation={0} sx={{ mt: 2, border: "1px solid", borderColor: "divider" }}>
          <Table size="small" aria-label={translate("CONFIG.LICENSE.INFORMATION_TITLE")}>
            <TableBody>
              <TableRow>
                <TableCell component="th">{translate("CONFIG.LICENSE.EMAIL")}</TableCell>
                <TableCell>{info.requestInfo?.email ?? "–"}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">{translate("CONFIG.LICENSE.COMPANY")}</TableCell>
                <TableCell>{info.requestInfo?.company ?? "–"}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">{translate("CONFIG.LICENSE.DEPARTMENT")}</TableCell>
                <TableCell>{info.requestInfo?.department ?? "–"}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">{translate("CONFIG.LICENSE.CREATION_DATE")}</TableCell>
                <TableCell>{formatDate(info.creationDate, locale)}</TableCell>
              </TableRow>
              <TableRow>
                <TableCell component="th">{translate("CONFIG.LICENSE.EXPIRATION_DATE")}</TableCell>
                <TableCell>{formatDate(info.expirationDate, locale)}</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </Paper>
      )}
    </Box>
  );
}
