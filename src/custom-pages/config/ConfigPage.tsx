/**
 * /config: the configuration shell. Loaded lazily so that the public pages never
 * download the console's code (RJSF, react-admin lists and forms).
 *
 * Logged out: the login form. Logged in: the licence-expiry banner, the menu by role
 * on the left and the screen of the child route on the right.
 */
import { lazy, Suspense, type ReactElement } from "react";
import { Alert, Box, CircularProgress, Container, Typography } from "@mui/material";
import { DataProviderContext, useTranslate } from "react-admin";
import { Route, Routes } from "react-router-dom";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { isLoggedIn } from "../../providers/authProvider";
import { consoleDataProvider } from "../../resources/dataProvider";
import { canAccess, type ConsoleResource } from "./canAccess";
import { ConfigMenu } from "./ConfigMenu";
import { ConsoleProvider, useConsole } from "./ConsoleContext";
import { LicenseExpiryBanner } from "./LicenseExpiryBanner";
import { LoginForm } from "./LoginForm";
import { configfiles } from "../../resources/configfiles";
import { users } from "../../resources/users";

const RulePageRoute = lazy(() => import("./rules/RulePageRoute"));
const LicenseInformation = lazy(() => import("./license/LicenseInformation"));
const LicenseRequest = lazy(() => import("./license/LicenseRequest"));
const LicenseEdit = lazy(() => import("./license/LicenseEdit"));
const ApiKeyPage = lazy(() => import("./apikey/ApiKeyPage"));
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

function Welcome() {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate("CONFIG.WELCOME")}</Typography>;
}

function Shell() {
  const translate = useTranslate();
  const { user, setUser, rules } = useConsole();
  if (!user) return <Loading />;
  if (!isLoggedIn(user.roles)) return <LoginForm onLoggedIn={setUser} />;
  const ConfigFileList = configfiles.list;
  const UserList = users.list;
  return (
    <>
      {canAccess(user.roles, { action: "show", resource: "license" }) && <LicenseExpiryBanner />}
      <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", md: "300px 1fr" }, gap: 3, alignItems: "start" }}>
        <ConfigMenu user={user} rules={rules} />
        <Box component="section" aria-label={translate("CONFIG.CONTENT")} sx={{ minWidth: 0 }}>
          <Routes>
            <Route index element={<Welcome />} />
            <Route path="licenseinformation" element={<Guarded resource="license"><LicenseInformation /></Guarded>} />
            <Route path="licenserequest" element={<Guarded resource="license"><LicenseRequest /></Guarded>} />
            <Route path="licenseedit" element={<Guarded resource="license"><LicenseEdit /></Guarded>} />
            <Route path="apikey" element={<Guarded resource="apikey"><ApiKeyPage /></Guarded>} />
            <Route path="databaseinformation" element={<Guarded resource="status"><DatabaseInformation /></Guarded>} />
            <Route path="llminformation" element={<Guarded resource="status"><LlmInformation /></Guarded>} />
            <Route path="password-update" element={<Guarded resource="password"><PasswordUpdate /></Guarded>} />
            <Route path="users" element={<Guarded resource="users"><UserList /></Guarded>} />
            <Route path="configfile" element={<Guarded resource="configfile"><ConfigFileList /></Guarded>} />
            <Route path=":configId/:page" element={<Guarded resource="rules"><RulePageRoute /></Guarded>} />
            <Route path="*" element={<Alert severity="warning">{translate("ERROR.not-found")}</Alert>} />
          </Routes>
        </Box>
      </Box>
    </>
  );
}

export default function ConfigPage() {
  const translate = useTranslate();
  useDocumentTitle("CONFIG.TITLE");
  return (
    <DataProviderContext.Provider value={consoleDataProvider}>
      <ConsoleProvider>
        <Container maxWidth="xl" sx={{ py: 4 }}>
          <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
            {translate("CONFIG.TITLE")}
          </Typography>
          <Shell />
        </Container>
      </ConsoleProvider>
    </DataProviderContext.Provider>
  );
}
