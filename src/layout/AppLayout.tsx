/**
 * The page frame for every route: navbar, the screen's own background, the content,
 * and the footer. An error while rendering a screen shows the error page (code unknown).
 */
import { Component, type ErrorInfo, type ReactNode } from "react";
import { Box } from "@mui/material";
import { useLocation } from "ra-core";
import { ErrorView } from "../custom-pages/error/ErrorView";
import { Footer } from "./Footer";
import { NavBar } from "./NavBar";
import { BACKGROUNDS, backgroundStyleFor } from "./navigation";

class ScreenErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: Error | null; resetKey: string }> {
  state = { error: null as Error | null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: Error | null; resetKey: string }) {
    return props.resetKey !== state.resetKey ? { error: null, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  render() {
    return this.state.error ? <ErrorView code="unknown" stack={this.state.error.stack} /> : this.props.children;
  }
}

export function AppLayout({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation();
  const background = backgroundStyleFor(pathname);
  return (
    <Box sx={{ display: "flex", flexDirection: "column", minHeight: "100vh" }}>
      <NavBar />
      <Box
        component="main"
        id="main-content"
        data-background={background}
        className={`reqlens-background-${background}`}
        sx={{ flex: 1, background: BACKGROUNDS[background] }}
      >
        <ScreenErrorBoundary resetKey={pathname}>{children}</ScreenErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
