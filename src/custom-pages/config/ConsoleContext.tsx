/**
 * What every console screen shares: the signed-in user, the configuration language
 * (en/de, default en), the rules from GET /rules and the global error handler.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useGetIdentity, useNavigate } from "react-admin";
import { useQueryClient } from "@tanstack/react-query";
import type { LanguageCode, UserInfo } from "../../providers/api";
import { configApi, type RuleInfo } from "./configApi";
import { decideError } from "./consoleErrors";

export const ANONYMOUS_USER: UserInfo = { userName: "", roles: ["ROLE_ANONYMOUS"] };

export interface ConsoleState {
  user: UserInfo | null;
  setUser: (user: UserInfo) => void;
  language: LanguageCode;
  setLanguage: (language: LanguageCode) => void;
  rules: RuleInfo[] | null;
  /** The global handler: 401 resets the user to anonymous, anything else goes to /error. */
  handleError: (error: unknown) => void;
}

const ConsoleContext = createContext<ConsoleState | null>(null);

const PRODUCTION = import.meta.env.PROD;

/**
 * The user is react-admin's identity (authProvider.getIdentity, GET /user), so the
 * navbar and the console agree, and the navbar's logout shows the login form here.
 */
export function ConsoleProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { identity, isPending, refetch } = useGetIdentity();

  // The navbar's logout clears react-admin's query cache; ask for the user again then,
  // so that the login form replaces the console at once.
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type === "removed" && event.query.queryKey[0] === "auth") void refetch();
      }),
    [queryClient, refetch],
  );
  const [language, setLanguage] = useState<LanguageCode>("en");
  const [rules, setRules] = useState<RuleInfo[] | null>(null);
  const user: UserInfo | null = isPending
    ? null
    : identity
      ? { userName: identity.fullName ?? "", roles: ((identity as { roles?: string[] }).roles ?? []) as string[] }
      : ANONYMOUS_USER;

  const setUser = useCallback(
    (next: UserInfo) => {
      queryClient.setQueryData(["auth", "getIdentity"], { id: next.userName || "anonymous", fullName: next.userName, roles: next.roles });
      void queryClient.invalidateQueries({ queryKey: ["auth"] });
    },
    [queryClient],
  );

  useEffect(() => {
    let active = true;
    void configApi.rules().then((r) => active && setRules(r));
    return () => {
      active = false;
    };
  }, []);

  const handleError = useCallback(
    (error: unknown) => {
      const decision = decideError(error, PRODUCTION);
      if (decision.kind === "unauthorized") {
        setUser(ANONYMOUS_USER);
        return;
      }
      console.error(error);
      navigate("/error", { state: { code: decision.code, stack: decision.stack } });
    },
    [navigate, setUser],
  );

  const userKey = user ? `${user.userName}|${user.roles.join(",")}` : null;
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(() => ({ user, setUser, language, setLanguage, rules, handleError }), [userKey, setUser, language, rules, handleError]);
  return <ConsoleContext.Provider value={value}>{children}</ConsoleContext.Provider>;
}

export function useConsole(): ConsoleState {
  const state = useContext(ConsoleContext);
  if (!state) throw new Error("useConsole needs a ConsoleProvider.");
  return state;
}
