/**
 * The guard of /check, /examples and /documents: GET /apikey/check. A 307 sends
 * the visitor to /apikey-prompt with the first path segment as originUrl and the
 * error code from the body as errorMessage; any other outcome shows the page (its own
 * licence and service errors cover a server that cannot answer).
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Box, CircularProgress } from "@mui/material";
import { useLocation, useNavigate } from "ra-core";
import { isApiError, request } from "../providers/httpClient";
import { apiKeyStore } from "../providers/storage";
import { checkApiKeyOnServer } from "./apiKeyCheck";

export type ApiKeyCheckOutcome = { kind: "allowed" } | { kind: "prompt"; errorMessage: string };

/**
 * Why the stored key (if any) was refused. A followed-up 307 carries the code in its
 * body; a redirect the browser reports without a body is asked about once more.
 */
async function refusalCode(error: { errorCode: string; body: unknown }): Promise<string> {
  const body = error.body as { errorCode?: unknown } | string | null;
  const code = typeof body === "string" ? body : typeof body?.errorCode === "string" ? body.errorCode : null;
  if (code) return code;
  const key = apiKeyStore.get();
  if (!key) return "APIKEY_MISSING";
  return (await checkApiKeyOnServer(key)) ?? "APIKEY_INVALID";
}

export async function checkApiKey(): Promise<ApiKeyCheckOutcome> {
  try {
    // The server answers 307 with a Location: the redirect must not be followed, or the
    // prompt page's HTML would look like a successful check.
    await request<unknown>("/apikey/check", { redirect: "manual" });
    return { kind: "allowed" };
  } catch (error) {
    if (isApiError(error) && error.status === 307) {
      return { kind: "prompt", errorMessage: await refusalCode(error) };
    }
    console.warn("The API key check failed", error);
    return { kind: "allowed" };
  }
}

let early: Promise<ApiKeyCheckOutcome> | null = null;
/** The early check's outcome once it has come, so that the guard's first render can use it. */
let earlyOutcome: ApiKeyCheckOutcome | null = null;

/**
 * Starts the check while the page's code still loads; the guard's first check takes its
 * answer. Settles once the answer has come (the guard's first render can then use it).
 */
export function startApiKeyCheck(): Promise<unknown> {
  if (early) return early;
  early = checkApiKey();
  return early.then((outcome) => {
    earlyOutcome = outcome;
  });
}

function checkApiKeyOnce(): Promise<ApiKeyCheckOutcome> {
  const started = early;
  early = null;
  earlyOutcome = null;
  return started ?? checkApiKey();
}

/** The early check's answer when it allowed the page and has already come (taken once), else false. */
function takeEarlyAllowed(): boolean {
  if (earlyOutcome?.kind !== "allowed") return false;
  early = null;
  earlyOutcome = null;
  return true;
}

/** The first path segment, which the prompt returns to: "/check/x" -> "check". */
export function originSegment(pathname: string): string {
  return pathname.split("/").filter(Boolean)[0] ?? "";
}

export function ApiKeyGuard({ children, check = checkApiKeyOnce }: { children: ReactNode; check?: () => Promise<ApiKeyCheckOutcome> }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Allowed at once when the early check (started with the page's code) has already said so.
  const [allowed, setAllowed] = useState(() => check === checkApiKeyOnce && takeEarlyAllowed());
  const skipFirstCheck = useRef(allowed);

  useEffect(() => {
    if (skipFirstCheck.current) {
      skipFirstCheck.current = false;
      return;
    }
    let active = true;
    setAllowed(false);
    void check().then((outcome) => {
      if (!active) return;
      if (outcome.kind === "allowed") setAllowed(true);
      else navigate("/apikey-prompt", { replace: true, state: { originUrl: originSegment(pathname), errorMessage: outcome.errorMessage } });
    });
    return () => {
      active = false;
    };
  }, [check, navigate, pathname]);

  if (!allowed) {
    return (
      <Box sx={{ display: "flex", justifyContent: "center", py: 8 }} data-testid="apikey-guard-pending">
        <CircularProgress aria-label="…" />
      </Box>
    );
  }
  return <>{children}</>;
}
