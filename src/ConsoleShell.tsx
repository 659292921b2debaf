/**
 * The pages that use react-admin (the /config console and the documents page) inside
 * react-admin's contexts. A lazy chunk: react-admin's shell and react-query load only when
 * such a page is opened. It shares the public shell's router, layout, translations and
 * store; react-admin adds data, auth and queries.
 */
import { useEffect, useState, type ReactNode } from "react";
import { QueryClient } from "@tanstack/react-query";
import { AdminContext, Notification, type I18nProvider, type Store } from "react-admin";
import { authProvider, type ReqlensIdentity } from "./providers/authProvider";
import { dataProvider } from "./providers/dataProvider";
import { currentIdentity, sameIdentity, subscribeIdentity } from "./providers/identity";
import { theme } from "./theme";

/**
 * A sign-in or sign-out outside the console (the navbar's logout) leaves react-admin's cached
 * identity stale: drop it, so that the console asks again. The console's own answers (its
 * sign-in, its GET /user) agree with that cache and drop nothing; dropping them would
 * draw the console a second time, the menu gone for a moment, just after it appeared.
 */
function dropStaleIdentity(queryClient: QueryClient): void {
  const cached = queryClient.getQueryData<ReqlensIdentity>(["auth", "getIdentity"]);
  const published = currentIdentity();
  if (!cached || !published || sameIdentity(published, { userName: cached.fullName ?? "", roles: cached.roles ?? [] })) return;
  queryClient.removeQueries({ queryKey: ["auth"] });
}

export default function ConsoleShell({ i18nProvider, store, children }: { i18nProvider: I18nProvider; store: Store; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient());
  useEffect(() => subscribeIdentity(() => dropStaleIdentity(queryClient)), [queryClient]);
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
