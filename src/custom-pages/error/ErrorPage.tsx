/** /error: reads { code, stack } from the navigation state; unknown paths render it with not-found. */
import { useLocation } from "react-router-dom";
import { ErrorView } from "./ErrorView";

interface ErrorNavigationState {
  code?: string;
  stack?: string | string[];
  originUrl?: string;
  errorMessage?: string;
}

export default function ErrorPage({ notFound = false }: { notFound?: boolean }) {
  const location = useLocation();
  const state = (location.state ?? {}) as ErrorNavigationState;
  return notFound ? <ErrorView code="not-found" /> : <ErrorView code={state.code} stack={state.stack} />;
}
