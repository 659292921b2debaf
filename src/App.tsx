/**
 * Wiring only: providers, layout and the spec's route table. The /config console is a
 * lazy import, so the public pages never load its code. The router is a data router,
 * so that a form with unsaved changes can hold a navigation back (useBlocker).
 */
import { lazy, Suspense, useMemo } from "react";
import { Admin, CustomRoutes, Loading, memoryStore, Navigate, type I18nProvider } from "react-admin";
import { createBrowserRouter, Route, RouterProvider } from "react-router-dom";
import { AppLayout } from "./layout/AppLayout";
import { AppSettingsProvider } from "./providers/AppSettings";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { theme } from "./theme";
import { HomePage } from "./custom-pages/home/HomePage";
import { CheckPage } from "./custom-pages/check/CheckPage";
import { ExamplesPage } from "./custom-pages/examples/ExamplesPage";
import { DocumentsPage } from "./custom-pages/documents/DocumentsPage";
import { ApiKeyPromptPage } from "./custom-pages/apikey-prompt/ApiKeyPromptPage";
import { ErrorPage, NotFoundPage } from "./custom-pages/error/ErrorPage";
import { ApiKeyGuard } from "./components/ApiKeyGuard";

const ConfigPage = lazy(() => import("./custom-pages/config/ConfigPage"));

// The locale lives in session storage (currentLanguage), handled by the i18nProvider;
// nothing else of react-admin's store needs to outlive the tab.
const store = memoryStore();

export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  // Path-based URLs (/check, /config/…), as the spec's route table and the server's fallback expect.
  const router = useMemo(() => createBrowserRouter([{ path: "*", element: <AppContent i18nProvider={i18nProvider} /> }]), [i18nProvider]);
  return <RouterProvider router={router} />;
}

function AppContent({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
      <AppSettingsProvider>
        <Admin
        title="Reqlens"
        disableTelemetry
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
        layout={AppLayout}
        catchAll={NotFoundPage}
        loginPage={false}
      >
        <CustomRoutes>
          <Route path="/" element={<Navigate to="/home" replace />} />
          <Route path={HomePage.path} element={<HomePage />} />
          <Route path={CheckPage.path} element={<ApiKeyGuard><CheckPage /></ApiKeyGuard>} />
          <Route path={ExamplesPage.path} element={<ApiKeyGuard><ExamplesPage /></ApiKeyGuard>} />
          <Route path={DocumentsPage.path} element={<ApiKeyGuard><DocumentsPage /></ApiKeyGuard>} />
          <Route
            path="/config/*"
            element={
              <Suspense fallback={<Loading />}>
                <ConfigPage />
              </Suspense>
            }
          />
          <Route path={ApiKeyPromptPage.path} element={<ApiKeyPromptPage />} />
          <Route path={ErrorPage.path} element={<ErrorPage />} />
        </CustomRoutes>
        </Admin>
      </AppSettingsProvider>
  );
}
