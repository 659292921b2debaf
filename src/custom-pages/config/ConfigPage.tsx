/**
 * /config: the configuration shell. Loaded lazily so that the public pages never
 * download the console's code (RJSF, react-admin lists and forms).
 *
 * Logged out: the login form. Logged in: the licence-expiry banner, the menu by role
 * on the left and the screen of the child route on the right. The resources (users,
 * API keys, configuration files, audit log, the licence, the rules of a rule page) are
 * react-admin List/Create/Edit/Show views
 * under /config/<resource>; react-admin's basename is /config here, so its links and
 * redirects stay inside the console.
 */
import { lazy, Suspense, useMemo, type ComponentType, type ReactElement } from "react";
import { Alert, Box, CircularProgress, Container, Typography } from "@mui/material";
import { BasenameContextProvider, DataProviderContext, Navigate, ResourceContextProvider, useTranslate } from "react-admin";
import { Route, Routes } from "react-router-dom";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { isLoggedIn } from "../../providers/authProvider";
import { dataProvider } from "../../providers/dataProvider";
import { apikeys } from "../../resources/apikeys";
import { audit } from "../../resources/audit";
import { configfiles } from "../../resources/configfiles";
import { license } from "../../resources/license";
import { users } from "../../resources/users";
import { canAccess, type ConsoleResource } from "./canAccess";
import { ConfigMenu } from "./ConfigMenu";
import { ConsoleProvider, useConsole } from "./ConsoleContext";
import { LicenseExpiryBanner } from "./LicenseExpiryBanner";
import { LoginForm } from "./LoginForm";
import { withTranslatedErrors } from "./translatedErrors";
import { Welcome } from "./Welcome";

const RulePageRoute = lazy(() => import("./rules/RulePageRoute"));
const LicenseRequest = lazy(() => import("./license/LicenseRequest"));
const DatabaseInformation = lazy(() => import("./status/DatabaseInformation"));
const LlmInformation = lazy(() => import("./status/LlmInformation"));
const PasswordUpdate = lazy(() => import("./status/PasswordUpdate"));

function Loading() {
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
      <CircularProgress aria-label="…" />
    </Box>
  );
}

function Guarded({ resource, children }: { resource: ConsoleResource; children: ReactElement }) {
  const translate = useTranslate();
  const { user } = useConsole();
  if (!user || !canAccess(user.roles, { action: "list", resource })) {
    return <Alert severity="warning">{translate("CONFIG.NOT_ALLOWED")}</Alert>;
  }
  return <Suspense fallback={<Loading />}>{children}</Suspense>;
}

interface ResourceViews {
  list: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
}

/** A resource's views: list at its root, create, edit at :id, show at :id/show. */
function ResourceRoutes({ name, views }: { name: string; views: ResourceViews }) {
  const { list: List, create: Create, edit: Edit, show: Show } = views;
  return (
    <ResourceContextProvider value={name}>
      <Routes>
        <Route index element={<List />} />
        {Create && <Route path="create" element={<Create />} />}
        {Show && <Route path=":id/show" element={<Show />} />}
        {Edit && <Route path=":id" element={<Edit />} />}
      </Routes>
    </ResourceContextProvider>
  );
}

/** The licence, one record: its Show view at /config/license, upload (Create) at /config/license/create. */
function LicenseRoutes() {
  return (
    <ResourceContextProvider value="license">
      <Routes>
        <Route index element={<license.show />} />
        <Route path="create" element={<license.create />} />
      </Routes>
    </ResourceContextProvider>
  );
}

/** The react-admin resources of the console: route name, the access it needs, its views. */
const RESOURCE_ROUTES: ReadonlyArray<{ name: string; resource: ConsoleResource; views: ResourceViews }> = [
  { name: "apikeys", resource: "apikey", views: apikeys },
  { name: "users", resource: "users", views: users },
  { name: "configfiles", resource: "configfile", views: configfiles },
  { name: "audit", resource: "audit", views: audit },
];

function Shell() {
  const translate = useTranslate();
  const { user, setUser, rules } = useConsole();
  if (!user) return <Loading />;
  if (!isLoggedIn(user.roles)) return <LoginForm onLoggedIn={setUser} />;
  return (
    <>
      {canAccess(user.roles, { action: "show", resource: "license" }) && <LicenseExpiryBanner />}
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "300px 1fr" }, gap: 3, alignItems: "start" }}>
        <ConfigMenu user={user} rules={rules} />
        <Box component="section" aria-label={translate("CONFIG.CONTENT")} sx={{ minWidth: 0 }}>
          <Routes>
            <Route index element={<Welcome />} />
            <Route
              path="license/*"
              element={
                <Guarded resource="license">
                  <LicenseRoutes />
                </Guarded>
              }
            />
            <Route
              path="licenserequest"
              element={
                <Guarded resource="license">
                  <LicenseRequest />
                </Guarded>
              }
            />
            <Route
              path="databaseinformation"
              element={
                <Guarded resource="status">
                  <DatabaseInformation />
                </Guarded>
              }
            />
            <Route
              path="llminformation"
              element={
                <Guarded resource="status">
                  <LlmInformation />
                </Guarded>
              }
            />
            <Route
              path="password-update"
              element={
                <Guarded resource="password">
                  <PasswordUpdate />
                </Guarded>
              }
            />
            {/* The spec's paths of the API key and configuration file screens. */}
            <Route path="apikey" element={<Navigate to="/config/apikeys" replace />} />
            <Route path="configfile" element={<Navigate to="/config/configfiles" replace />} />
            <Route path="licenseinformation" element={<Navigate to="/config/license" replace />} />
            <Route path="licenseedit" element={<Navigate to="/config/license/create" replace />} />
            {RESOURCE_ROUTES.map(({ name, resource, views }) => (
              <Route
                key={name}
                path={`${name}/*`}
                element={
                  <Guarded resource={resource}>
                    <ResourceRoutes name={name} views={views} />
                  </Guarded>
                }
              />
            ))}
            <Route
              path=":configId/:page"
              element={
                <Guarded resource="rules">
                  <RulePageRoute />
                </Guarded>
              }
            />
            <Route path="*" element={<Alert severity="warning">{translate("ERROR.not-found")}</Alert>} />
          </Routes>
        </Box>
      </Box>
    </>
  );
}

export default function ConfigPage() {
  const translate = useTranslate();
  const consoleProvider = useMemo(() => withTranslatedErrors(dataProvider, translate), [translate]);
  useDocumentTitle("CONFIG.TITLE");
  return (
    <DataProviderContext.Provider value={consoleProvider}>
      <BasenameContextProvider basename="/config">
        <ConsoleProvider>
          <Container maxWidth="xl" sx={{ py: 4 }}>
            <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
              {translate("CONFIG.TITLE")}
            </Typography>
            <Shell />
          </Container>
        </ConsoleProvider>
      </BasenameContextProvider>
    </DataProviderContext.Provider>
  );
}
