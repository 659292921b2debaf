/**
 * Wiring only: the public shell (router, settings, translations, layout) and the spec's
 * route table. The public pages need no react-admin: /config loads react-admin and the
 * console as lazy chunks (ConsoleShell, which the documents page uses too), and /check, /examples and the other screens
 * are lazy chunks of their own, so each page downloads only what it shows. The router is a
 * data router, so that a form with unsaved changes can hold a navigation back (useBlocker).
 */
import { lazy, Suspense, useMemo, useState } from "react";
import { CssBaseline, ThemeProvider } from "@mui/material";
import { createTheme } from "@mui/material/styles";
import { I18nContextProvider, memoryStore, StoreContextProvider, type I18nProvider } from "ra-core";
import { createBrowserRouter, Navigate, Route, RouterProvider, Routes } from "react-router-dom";
import { AppLayout } from "./layout/AppLayout";
import { AppSettingsProvider } from "./providers/AppSettings";
import { theme } from "./theme";
import { ApiKeyGuard, startApiKeyCheck } from "./components/ApiKeyGuard";
import { PageLoading } from "./components/PageLoading";
import { loadConsoleMessages } from "./i18n/i18nProvider";
import { startCheckSetup } from "./custom-pages/check/checkSetup";

type CheckPageModule = typeof import("./custom-pages/check/CheckPage");
/** The check page's module once loaded: a page opened after that renders it without suspending once more. */
let checkPageModule: CheckPageModule | null = null;
const loadCheckPage = () =>
  import("./custom-pages/check/CheckPage").then((module) => {
    checkPageModule = module;
    return module;
  });
const loadExamplesPage = () => import("./custom-pages/examples/ExamplesPage");
const HomePage = lazy(() => import("./custom-pages/home/HomePage"));
const LazyCheckPage = lazy(loadCheckPage);
function CheckPage() {
  // Chosen once per mount, so that the page is never swapped for another component while it is shown.
  const [Page] = useState(() => checkPageModule?.default ?? LazyCheckPage);
  return <Page />;
}
const ExamplesPage = lazy(loadExamplesPage);
const DocumentsPage = lazy(() => import("./custom-pages/documents/DocumentsPage").then((module) => ({ default: module.DocumentsPage })));
const ApiKeyPromptPage = lazy(() => import("./custom-pages/apikey-prompt/ApiKeyPromptPage"));
const ErrorPage = lazy(() => import("./custom-pages/error/ErrorPage"));
// react-admin's own texts come with its shell: the public pages never download them.
const ConsoleShell = lazy(() => Promise.all([import("./ConsoleShell"), loadConsoleMessages()]).then(([module]) => module));
const ConfigPage = lazy(() => import("./custom-pages/config/ConfigPage"));

// The locale lives in session storage (currentLanguage), handled by the i18nProvider;
// nothing else of the store needs to outlive the tab.
const store = memoryStore();

/**
 * Called before the translations load: starts downloading the opened page's code and,
 * on the guarded pages, the API key check (and on /check the page's setup requests), so
 * that none of them waits for another. Settles once the page's code has loaded (or failed
 * to: the page's lazy import then reports it) and the API key check has answered, so that
 * the first render draws the page itself rather than a loading screen first. The setup
 * requests are not waited for: the check page draws its text box while they load.
 */
export function preloadPage(pathname: string): Promise<unknown> {
  const page = pathname.replace(/\/+$/, "");
  if (page === "/check") {
    const apiKeyChecked = startApiKeyCheck();
    startCheckSetup();
    return Promise.all([loadCheckPage().catch(() => undefined), atMost(apiKeyChecked, API_KEY_CHECK_WAIT_MS)]);
  }
  if (page === "/examples") {
    const apiKeyChecked = startApiKeyCheck();
    return Promise.all([loadExamplesPage().catch(() => undefined), atMost(apiKeyChecked, API_KEY_CHECK_WAIT_MS)]);
  }
  return Promise.resolve();
}

/** How long the first render waits for the API key check; after that the guard shows its spinner until the answer comes. */
const API_KEY_CHECK_WAIT_MS = 1000;

function atMost(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return Promise.race([promise, new Promise((resolve) => setTimeout(resolve, ms))]);
}
const muiTheme = createTheme(theme);

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  // Path-based URLs (/check, /config/…), as the spec's route table and the server's fallback expect.
  const router = useMemo(() => createBrowserRouter([{ path: "*", element: <AppContent i18nProvider={i18nProvider} /> }]), [i18nProvider]);
  return <RouterProvider router={router} />;
}

function AppContent({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <>
      <StoreContextProvider value={store}>
        <I18nContextProvider value={i18nProvider}>
          <ThemeProvider theme={muiTheme}>
            <CssBaseline />
            <AppSettingsProvider>
              <AppLayout>
                <Suspense fallback={<PageLoading />}>
                  <Routes>
                    <Route path="/" element={<Navigate to="/home" replace />} />
                    <Route path="/home" element={<HomePage />} />
                    <Route
                      path="/check"
                      element={
                        <ApiKeyGuard>
                          <CheckPage />
                        </ApiKeyGuard>
                      }
                    />
                    <Route
                      path="/examples"
                      element={
                        <ApiKeyGuard>
                          <ExamplesPage />
                        </ApiKeyGuard>
                      }
                    />
                    <Route
                      path="/documents"
                      element={
                        <ApiKeyGuard>
                          <ConsoleShell i18nProvider={i18nProvider} store={store}>
                            <DocumentsPage />
                          </ConsoleShell>
                        </ApiKeyGuard>
                      }
                    />
                    <Route
                      path="/config/*"
                      element={
                        <ConsoleShell i18nProvider={i18nProvider} store={store}>
                          <ConfigPage />
                        </ConsoleShell>
                      }
                    />
                    <Route path="/apikey-prompt" element={<ApiKeyPromptPage />} />
                    <Route path="/error" element={<ErrorPage />} />
                    <Route path="*" element={<ErrorPage notFound />} />
                  </Routes>
                </Suspense>
              </AppLayout>
            </AppSettingsProvider>
          </ThemeProvider>
        </I18nContextProvider>
      </StoreContextProvider>
    </>
  );
}
