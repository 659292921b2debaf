/** Entry point: load the translations of the current language and the opened page's code, then render the console. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadPage } from "./App";
import { createI18nProvider } from "./i18n/i18nProvider";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

const pageLoaded = preloadPage(window.location.pathname);
void Promise.all([createI18nProvider(), pageLoaded]).then(([i18nProvider]) => {
  createRoot(container).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
});
