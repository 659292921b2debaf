/**
 * /config inside react-admin's contexts. A lazy chunk: react-admin's shell, react-query and the
 * console's screens load only when /config is opened. It shares the public shell's
 * router, layout, translations and store; react-admin adds data, auth and queries.
 */
import { useEffect, useState } from "react";
import { QueryClient } from "@tanstack/react-query";
import { AdminContext, Notification, type I18nProvider, type Store } from "react-admin";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { subscribeIdentity } from "./providers/identity";
import { theme } from "./theme";
import ConfigPage from "./custom-pages/config/ConfigPage";

export default function ConsoleShell({ i18nProvider, store }: { i18nProvider: I18nProvider; store: Store }) {
  const [queryClient] = useState(() => new QueryClient());
  // A sign-out from the navbar: drop react-admin's cached identity, so the console asks again.
  useEffect(() => subscribeIdentity(() => queryClient.removeQueries({ queryKey: ["auth"] })), [queryClient]);
  return (
    // AdminContext, not <Admin>: the public shell already routes and draws the navbar and
    // footer; the console needs react-admin's data, auth, queries and notifications only.
    <AdminContext
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={theme}
    >
      <ConfigPage />
      <Notification />
    </AdminContext>
  );
}
