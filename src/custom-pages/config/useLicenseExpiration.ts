/**
 * The licence's days left, shared by the banner and the welcome screen through
 * react-query: an upload or removal invalidates LICENSE_QUERY_KEY, so both show the
 * new licence at once, without a reload.
 */
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { configApi, type LicenseExpiration } from "./configApi";

export const LICENSE_QUERY_KEY = ["console", "license"] as const;

export function useLicenseExpiration(load: () => Promise<LicenseExpiration> = configApi.licenseExpiration) {
  return useQuery({
    queryKey: [...LICENSE_QUERY_KEY, "expiration"],
    queryFn: async () => {
      const e = await load();
      return { daysLeft: Math.max(0, Number(e?.daysLeft) || 0), licenseIsExpired: e?.licenseIsExpired === true };
    },
    retry: false,
  });
}

/** Call after the licence changed. */
export function useLicenseChanged(): () => void {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: LICENSE_QUERY_KEY });
}
