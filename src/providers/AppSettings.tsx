/**
 * What the whole console needs to know at startup: demo mode (GET /demo, false on
 * failure), the web configuration (assets/config.json: isShowConfig, homeUrl,
 * supportEmail, homeText, maxTextLength) and the product version (GET /version, null on
 * failure).
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { api, type StaticConfig } from "./api";

/** The analysis' limit of characters per requirement when the server does not say. */
export const DEFAULT_MAX_TEXT_LENGTH = 5000;

export interface AppSettings {
  loaded: boolean;
  demo: boolean;
  isShowConfig: boolean;
  homeUrl: string | null;
  version: string | null;
  /** Where visitors get help; null: no address is shown. */
  supportEmail: string | null;
  /** The home page's second paragraph set by the installation; null: the product's own. */
  homeText: string | null;
  maxTextLength: number;
}

const initialSettings: AppSettings = {
  loaded: false,
  demo: false,
  isShowConfig: false,
  homeUrl: null,
  version: null,
  supportEmail: null,
  homeText: null,
  maxTextLength: DEFAULT_MAX_TEXT_LENGTH,
};

function nonEmptyString(value: unknown): string | null {
  return typeof value === "string" && value.trim() ? value : null;
}

const AppSettingsContext = createContext<AppSettings>(initialSettings);

export async function loadAppSettings(): Promise<AppSettings> {
  const [demo, staticConfig, version] = await Promise.all([
    api.demo().catch(() => false),
    api.staticConfig().catch((): StaticConfig => ({ isShowConfig: false })),
    api.version().catch(() => null),
  ]);
  const maxTextLength = staticConfig?.maxTextLength;
  return {
    loaded: true,
    demo,
    isShowConfig: staticConfig?.isShowConfig === true,
    homeUrl: nonEmptyString(staticConfig?.homeUrl),
    version: nonEmptyString(version),
    supportEmail: nonEmptyString(staticConfig?.supportEmail),
    homeText: nonEmptyString(staticConfig?.homeText),
    maxTextLength: typeof maxTextLength === "number" && maxTextLength > 0 ? maxTextLength : DEFAULT_MAX_TEXT_LENGTH,
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
