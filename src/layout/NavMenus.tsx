/**
 * The navbar's drop-down menus: Demo, the interface language, and the compact menu of
 * narrow screens. A lazy chunk: MUI's Menu brings Popover, Modal and the transitions
 * along, and no page needs them before a menu is first opened (NavBar starts loading this
 * chunk as soon as the pointer or the keyboard focus reaches a menu button).
 */
import type { ReactNode } from "react";
import { Divider, Menu, MenuItem } from "@mui/material";
import { LinkBase, useTranslate, type TranslateFunction } from "ra-core";
import { UI_LANGUAGES, type UiLanguage } from "../i18n/i18nProvider";
import type { ActiveState } from "./navigation";

export const LANGUAGE_NAMES: Record<UiLanguage, string> = { en: "English", de: "Deutsch" };

export interface NavMenuProps {
  anchor: HTMLElement | null;
  onClose: () => void;
  active: ActiveState;
  locale: string;
  onLanguage: (language: UiLanguage) => void;
  /** The external home page of a demo installation, else null (the console's own /home). */
  externalHome: string | null;
  docsHref: string;
  showDocs: boolean;
  showConfig: boolean;
}

function NavMenu({
  id,
  buttonId,
  anchor,
  onClose,
  children,
}: {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose} slotProps={{ list: { "aria-labelledby": buttonId } }}>
      {children}
    </Menu>
  );
}

// MUI's MenuList focuses and moves between its direct children: the items are built by
// plain functions, so that each one is a direct child of the menu (no wrapping component).
function languageItems(locale: string, onChoose: (language: UiLanguage) => void) {
  return UI_LANGUAGES.map((language) => (
    <MenuItem key={language} lang={language} selected={language === locale} onClick={() => onChoose(language)}>
      {LANGUAGE_NAMES[language]}
    </MenuItem>
  ));
}

/** Try, Examples and Documents; in the compact menu each is led by "Demo: ". */
function demoItems(translate: TranslateFunction, active: ActiveState, onClose: () => void, prefix: string) {
  const items = [
    { path: "/check", label: "NAV.TRY", selected: active.check },
    { path: "/examples", label: "NAV.EXAMPLES", selected: active.examples },
    { path: "/documents", label: "NAV.DOCUMENTS", selected: active.documents },
  ];
  return items.map(({ path, label, selected }) => (
    <MenuItem key={path} component={LinkBase} to={path} selected={selected} onClick={onClose}>
      {prefix}
      {translate(label)}
    </MenuItem>
  ));
}

export function DemoMenu({ anchor, onClose, active }: NavMenuProps) {
  const translate = useTranslate();
  return (
    <NavMenu id="nav-demo-menu" buttonId="nav-demo-button" anchor={anchor} onClose={onClose}>
      {demoItems(translate, active, onClose, "")}
    </NavMenu>
  );
}

export function LanguageMenu({ anchor, onClose, locale, onLanguage }: NavMenuProps) {
  return (
    <NavMenu id="nav-language-menu" buttonId="nav-language-button" anchor={anchor} onClose={onClose}>
      {languageItems(locale, (language) => {
        onClose();
        onLanguage(language);
      })}
    </NavMenu>
  );
}

export function CompactMenu({ anchor, onClose, active, locale, onLanguage, externalHome, docsHref, showDocs, showConfig }: NavMenuProps) {
  const translate = useTranslate();
  return (
    <NavMenu id="nav-compact-menu" buttonId="nav-compact-button" anchor={anchor} onClose={onClose}>
      <MenuItem
        {...(externalHome ? { component: "a", href: externalHome } : { component: LinkBase, to: "/home" })}
        selected={active.home}
        onClick={onClose}
      >
        {translate("NAV.HOME")}
      </MenuItem>
      {demoItems(translate, active, onClose, `${translate("NAV.DEMO")}: `)}
      {showDocs && (
        <MenuItem component="a" href={docsHref} target="_blank" rel="noopener noreferrer" onClick={onClose}>
          {translate("NAV.DOCS")}
        </MenuItem>
      )}
      {showConfig && (
        <MenuItem component={LinkBase} to="/config" selected={active.config} onClick={onClose}>
          {translate("NAV.CONFIG")}
        </MenuItem>
      )}
      <Divider />
      {languageItems(locale, (language) => {
        onClose();
        onLanguage(language);
      })}
    </NavMenu>
  );
}
