/**
 * The dismissible licence-expiry warning: shown when 30 days or fewer are left,
 * worded as prefix, days left, suffix. A failed read counts as 0 days, not expired,
 * and shows nothing.
 */
import { useEffect, useState } from "react";
import { Alert } from "@mui/material";
import { useTranslate } from "react-admin";
import { configApi, type LicenseExpiration } from "./configApi";

export const LICENSE_WARNING_DAYS = 30;

export function shouldWarn(expiration: LicenseExpiration | null): boolean {
  return !!expiration && (expiration.licenseIsExpired || expiration.daysLeft <= LICENSE_WARNING_DAYS);
}

export function LicenseExpiryBanner({ load = configApi.licenseExpiration }: { load?: () => Promise<LicenseExpiration> }) {
  const translate = useTranslate();
  const [expiration, setExpiration] = useState<LicenseExpiration | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    let active = true;
    load()
      .then((e) => active && setExpiration({ daysLeft: Math.max(0, Number(e?.daysLeft) || 0), licenseIsExpired: e?.licenseIsExpired === true }))
      .catch(() => active && setExpiration(null));
    return () => {
      active = false;
    };
  }, [load]);

  if (dismissed || !shouldWarn(expiration)) return null;
  return (
    <Alert severity="warning" onClose={() => setDismissed(true)} sx={{ mb: 2 }} data-testid="license-expiry-banner" slotProps={{ closeButton: { title: translate("CONFIG.CLOSE") } }}>
      {translate("CONFIG.LICENSE_EXPIRY.PREFIX")} <strong data-testid="license-days-left">{expiration!.daysLeft}</strong> {translate("CONFIG.LICENSE_EXPIRY.SUFFIX")}
    </Alert>
  );
}
