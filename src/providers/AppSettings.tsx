/**
 * What the whole console needs to know at startup: demo mode (GET /demo, false on
 * failure), the static config file (assets/config.json: isShowConfig, homeUrl) and the
 * product version (GET /version, null on failure).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { api, type StaticConfig } from "./api";

export const SUPPORT_EMAIL = "support@reqlens.example";

export interface AppSettings {
  loaded: boolean;
  demo: boolean;
  isShowConfig: boolean;
  homeUrl: string | null;
  version: string | null;
  supportEmail: string;
}

const initialSettings: AppSettings = {
  loaded: false,
  demo: false,
  isShowConfig: false,
  homeUrl: null,
  version: null,
  supportEmail: SUPPORT_EMAIL,
};

const AppSettingsContext = createContext<AppSettings>(initialSettings);

export async function loadAppSettings(): Promise<AppSettings> {
  const [demo, staticConfig, version] = await Promise.all([
    api.demo().catch(() => false),
    api.staticConfig().catch((): StaticConfig => ({ isShowConfig: false })),
    api.version().catch(() => null),
  ]);
  const extra = staticConfig as StaticConfig & { supportEmail?: unknown };
  return {
    loaded: true,
    demo,
    isShowConfig: staticConfig?.isShowConfig === true,
    homeUrl: typeof staticConfig?.homeUrl === "string" && staticConfig.homeUrl ? staticConfig.homeUrl : null,
    version: typeof version === "string" && version ? version : null,
    supportEmail: typeof extra?.supportEmail === "string" && extra.supportEmail ? extra.supportEmail : SUPPORT_EMAIL,
  };
}

export function AppSettingsProvider({ children, value }: { children: ReactNode; value?: AppSettings }) {
  const [settings, setSettings] = useState<AppSettings>(value ?? initialSettings);
  useEffect(() => {
    if (value) return;
    let active = true;
    void loadAppSettings().then((loaded) => active && setSettings(loaded));
    return () => {
      active = false;
    };
  }, [value]);
  return <AppSettingsContext.Provider value={value ?? settings}>{children}</AppSettingsContext.Provider>;
}

export function useAppSettings(): AppSettings {
  return useContext(AppSettingsContext);
}
