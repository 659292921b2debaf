/**
 * The pages that use react-admin (the /config console and the documents page) inside
 * react-admin's contexts. A lazy chunk: react-admin's shell and react-query load only when
 * such a page is opened. It shares the public shell's router, layout, translations and
 * store; react-admin adds data, auth and queries.
 */
import { useEffect, useState, type ReactNode } from "react";
import { QueryClient } from "@tanstack/react-query";
import { AdminContext, Notification, type I18nProvider, type Store } from "react-admin";
import { authProvider } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { subscribeIdentity } from "./providers/identity";
import { theme } from "./theme";

export default function ConsoleShell({ i18nProvider, store, children }: { i18nProvider: I18nProvider; store: Store; children: ReactNode }) {
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
      {children}
      <Notification />
    </AdminContext>
  );
}
