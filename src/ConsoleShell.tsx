/**
 * /config inside react-admin. A lazy chunk: react-admin's shell, react-query and the
 * console's screens load only when /config is opened. It shares the public shell's
 * router, layout, translations and store; react-admin adds data, auth and queries.
 */
import { useEffect, useState, type ReactNode } from "react";
import { QueryClient } from "@tanstack/react-query";
import { Admin, CustomRoutes, type I18nProvider, type Store } from "react-admin";
import { Route } from "react-router-dom";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { subscribeIdentity } from "./providers/identity";
import { theme } from "./theme";
import ConfigPage from "./custom-pages/config/ConfigPage";

/** The public shell already draws the navbar and footer. */
function PassThroughLayout({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}

export default function ConsoleShell({ i18nProvider, store }: { i18nProvider: I18nProvider; store: Store }) {
  const [queryClient] = useState(() => new QueryClient());
  // A sign-out from the navbar: drop react-admin's cached identity, so the console asks again.
  useEffect(() => subscribeIdentity(() => queryClient.removeQueries({ queryKey: ["auth"] })), [queryClient]);
  return (
    <Admin
      title="Reqlens"
      disableTelemetry
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={theme}
      layout={PassThroughLayout}
      loginPage={false}
    >
      <CustomRoutes>
        <Route path="/*" element={<ConfigPage />} />
      </CustomRoutes>
    </Admin>
  );
}
