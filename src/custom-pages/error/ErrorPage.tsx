/** /error: reads { code, stack } from the navigation state; unknown paths render it with not-found. */
import { useLocation } from "react-admin";
import { ErrorView } from "./ErrorView";

interface ErrorNavigationState {
  code?: string;
  stack?: string | string[];
  originUrl?: string;
  errorMessage?: string;
}

export function ErrorPage() {
  const location = useLocation();
  const state = (location.state ?? {}) as ErrorNavigationState;
  return <ErrorView code={state.code} stack={state.stack} />;
}
ErrorPage.path = "/error";

export function NotFoundPage() {
  return <ErrorView code="not-found" />;
}
