/** Entry point: load the translations of the current language, then render the console. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, preloadPage } from "./App";
import { createI18nProvider } from "./i18n/i18nProvider";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

preloadPage(window.location.pathname);
void createI18nProvider().then((i18nProvider) => {
  createRoot(container).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  );
});
