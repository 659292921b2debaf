/**
 * The console's shell and the navbar's identity: a sign-out outside the console drops
 * react-admin's cached identity, while the console's own answers (sign-in, GET /user)
 * keep it, so that the console is not drawn a second time just after it appeared.
 */
import { afterEach, describe, expect, it } from "vitest";
import { act, cleanup, render } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { memoryStore } from "react-admin";
import { QueryClient, useQueryClient } from "@tanstack/react-query";
import ConsoleShell from "../../src/ConsoleShell";
import { publishIdentity } from "../../src/providers/identity";
import { englishTestProvider } from "./i18n";

afterEach(cleanup);

const ADMIN = { userName: "admin", roles: ["ROLE_ADMINISTRATOR"] };
const IDENTITY_KEY = ["auth", "getIdentity"];

/** Renders the shell and gives its query client, with react-admin's identity cached as the administrator. */
function renderShell(): QueryClient {
  let client: QueryClient | null = null;
  function Probe() {
    client = useQueryClient();
    return null;
  }
  render(
    <MemoryRouter initialEntries={["/config"]}>
      <ConsoleShell i18nProvider={englishTestProvider} store={memoryStore()}>
        <Probe />
      </ConsoleShell>
    </MemoryRouter>,
  );
  if (!client) throw new Error("The shell rendered no query client.");
  const queryClient: QueryClient = client;
  queryClient.setQueryData(IDENTITY_KEY, { id: ADMIN.userName, fullName: ADMIN.userName, roles: ADMIN.roles });
  return queryClient;
}

describe("ConsoleShell", () => {
  it("keeps react-admin's identity when the published identity agrees with it (the console's own sign-in)", () => {
    const queryClient = renderShell();
    act(() => publishIdentity(ADMIN));
    expect(queryClient.getQueryData(IDENTITY_KEY)).toMatchObject({ fullName: "admin" });
  });

  it("drops react-admin's identity after a sign-out from the navbar, so the console asks again", () => {
    const queryClient = renderShell();
    act(() => publishIdentity(ADMIN));
    act(() => publishIdentity({ userName: "", roles: [] }));
    expect(queryClient.getQueryData(IDENTITY_KEY)).toBeUndefined();
  });
});
