/**
 * What the check page loads before its tools work: the licence status, the configurations
 * the visitor may choose, the analysis languages and the active features. Kept apart from
 * the page's machine (and its chunk) so that the first load of /check can start these
 * requests while the page's code still downloads (startCheckSetup, called by App's
 * preloadPage); the machine then takes that answer (takeCheckSetup).
 */
import { api, SUPPORTED_LANGUAGES, type ConfigFileEntry, type LanguageCode, type LicenseStatus } from "../../providers/api";
import { loadConfigurations } from "../../providers/configurations";

export interface CheckSetup {
  licenseStatus: LicenseStatus;
  configurations: ConfigFileEntry[];
  languages: LanguageCode[];
  /** The "suggestion" feature is active (GET /features). */
  suggestionsActive: boolean;
}

export async function loadCheckSetup(): Promise<CheckSetup> {
  // All four at once; the licence decides whether the page works at all, so its failure
  // (and only its) is the service error.
  const [licenseStatus, configurations, languages, features] = await Promise.all([
    api.licenseStatus(),
    loadConfigurations(),
    api.languages().catch((error: unknown) => {
      console.warn("Could not load the languages", error);
      return [...SUPPORTED_LANGUAGES];
    }),
    api.features().catch((error: unknown) => {
      console.warn("Could not load the active features", error);
      return [] as string[];
    }),
  ]);
  return {
    licenseStatus,
    configurations,
    languages: languages.length ? languages : [...SUPPORTED_LANGUAGES],
    suggestionsActive: features.includes("suggestion"),
  };
}

let early: Promise<CheckSetup> | null = null;

/** Starts loading the setup ahead of the page; the page's first machine takes the answer. */
export function startCheckSetup(): void {
  if (early) return;
  early = loadCheckSetup();
  // A failure is reported when the machine takes the promise, not as an unhandled rejection.
  early.catch(() => undefined);
}

/** The setup started ahead of the page (once), else a fresh load. */
export function takeCheckSetup(): Promise<CheckSetup> {
  const started = early;
  early = null;
  return started ?? loadCheckSetup();
}
