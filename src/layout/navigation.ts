/**
 * The spec's navigation state: which screen is active and which background it gets.
 * / and /home are home, anything under /config is the configuration area, and any
 * unknown path gets the error background.
 */
export type BackgroundStyle = "home" | "try" | "config" | "docs" | "apikey_prompt" | "examples" | "documents" | "error";

export interface ActiveState {
  home: boolean;
  check: boolean;
  docs: boolean;
  config: boolean;
  error: boolean;
  apikeyPrompt: boolean;
  examples: boolean;
  documents: boolean;
}

export function backgroundStyleFor(pathname: string): BackgroundStyle {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (path === "/" || path === "/home") return "home";
  if (path === "/check") return "try";
  if (path === "/examples") return "examples";
  if (path === "/documents") return "documents";
  if (path === "/apikey-prompt") return "apikey_prompt";
  if (path === "/config" || path.startsWith("/config/")) return "config";
  if (path === "/docs" || path.startsWith("/docs/")) return "docs";
  return "error";
}

export function activeStateFor(pathname: string): ActiveState {
  const style = backgroundStyleFor(pathname);
  return {
    home: style === "home",
    check: style === "try",
    docs: style === "docs",
    config: style === "config",
    error: style === "error",
    apikeyPrompt: style === "apikey_prompt",
    examples: style === "examples",
    documents: style === "documents",
  };
}

/** One background per screen. */
export const BACKGROUNDS: Record<BackgroundStyle, string> = {
  home: "radial-gradient(circle at 15% 20%, #dbe9f7 0, transparent 45%), radial-gradient(circle at 85% 10%, #d5f0ec 0, transparent 40%), linear-gradient(180deg, #f7fafd 0%, #eef3f8 100%)",
  try: "linear-gradient(180deg, #eef3f8 0%, #f7f9fb 320px, #f7f9fb 100%)",
  examples: "linear-gradient(180deg, #eaf4f2 0%, #f6faf9 320px, #f6faf9 100%)",
  documents: "linear-gradient(180deg, #edf1f8 0%, #f7f8fb 320px, #f7f8fb 100%)",
  config: "linear-gradient(180deg, #eceff3 0%, #f5f6f8 100%)",
  docs: "linear-gradient(180deg, #f3f0f8 0%, #faf9fc 100%)",
  apikey_prompt: "radial-gradient(circle at 50% 0%, #e4ecf6 0, transparent 60%), #f5f7fa",
  error: "radial-gradient(circle at 50% 30%, #fbefe9 0, transparent 55%), #f8f6f5",
};

/**
 * The user docs in the interface language: /docs/index.html in English, /docs/de/ in
 * German (both with the same section ids), at a section when an anchor is given.
 */
export function docsHref(locale: string, anchor?: string): string {
  const page = locale === "de" ? "/docs/de/" : "/docs/index.html";
  return anchor ? `${page}#${encodeURIComponent(anchor)}` : page;
}
