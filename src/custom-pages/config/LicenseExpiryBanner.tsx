/**
 * The dismissible licence-expiry warning: shown when 30 days or fewer are left,
 * worded as prefix, days left, suffix. A failed read shows nothing. It follows a new
 * licence at once (useLicenseExpiration is invalidated by the upload).
 */
import { useState } from "react";
import { Alert } from "@mui/material";
import { useTranslate } from "react-admin";
import { configApi, type LicenseExpiration } from "./configApi";
import { useLicenseExpiration } from "./useLicenseExpiration";

export const LICENSE_WARNING_DAYS = 30;

export function shouldWarn(expiration: LicenseExpiration | null): boolean {
  return !!expiration && (expiration.licenseIsExpired || expiration.daysLeft <= LICENSE_WARNING_DAYS);
}

export function LicenseExpiryBanner({ load = configApi.licenseExpiration }: { load?: () => Promise<LicenseExpiration> }) {
  const translate = useTranslate();
  const expiration = useLicenseExpiration(load).data ?? null;
  const [dismissed, setDismissed] = useState(false);

  if (dismissed || !shouldWarn(expiration)) return null;
  return (
    <Alert
      severity="warning"
      onClose={() => setDismissed(true)}
      sx={{ mb: 2 }}
      data-testid="license-expiry-banner"
      slotProps={{ closeButton: { title: translate("CONFIG.CLOSE") } }}
    >
      {translate("CONFIG.LICENSE_EXPIRY.PREFIX")} <strong data-testid="license-days-left">{expiration!.daysLeft}</strong>{" "}
      {translate("CONFIG.LICENSE_EXPIRY.SUFFIX")}
    </Alert>
  );
}
