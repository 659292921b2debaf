/**
 * The spec's navbar: brand, Home, Demo menu (Try, Examples, Documents), Docs (not in demo mode),
 * Config (only with isShowConfig and not in demo mode), the language menu, and the
 * user name with a logout button when logged in.
 */
import { lazy, Suspense, useState, type MouseEvent } from "react";
import { AppBar, Box, Button, IconButton, Toolbar, Typography, useMediaQuery, type Theme } from "@mui/material";
import MenuIcon from "@mui/icons-material/Menu";
import ArrowDropDownIcon from "@mui/icons-material/ArrowDropDown";
import LogoutIcon from "@mui/icons-material/Logout";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import TranslateIcon from "@mui/icons-material/Translate";
import PersonIcon from "@mui/icons-material/Person";
import { LinkBase, useLocaleState, useLocation, useTranslate } from "ra-core";
import { useAppSettings } from "../providers/AppSettings";
import { authProvider, isLoggedIn } from "../providers/authProvider";
import { refreshIdentity, useIdentity } from "../providers/identity";
import { activeStateFor, docsHref } from "./navigation";
import type { NavMenuProps } from "./NavMenus";

// The menus are a chunk of their own (./NavMenus), loaded when a menu button is first approached.
const loadMenus = () => import("./NavMenus");
const DemoMenu = lazy(() => loadMenus().then((module) => ({ default: module.DemoMenu })));
const LanguageMenu = lazy(() => loadMenus().then((module) => ({ default: module.LanguageMenu })));
const CompactMenu = lazy(() => loadMenus().then((module) => ({ default: module.CompactMenu })));

const navButtonSx = (active: boolean) => ({
  color: "inherit",
  opacity: active ? 1 : 0.85,
  borderBottom: "2px solid",
  borderColor: active ? "secondary.light" : "transparent",
  borderRadius: 0,
  px: 1.5,
  "&:hover": { opacity: 1, backgroundColor: "rgba(255,255,255,0.08)" },
});

export function NavBar() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const active = activeStateFor(pathname);
  const { loaded, demo, isShowConfig, homeUrl } = useAppSettings();
  // Until GET /demo has answered, Docs stays hidden, so that a demo never flashes it.
  const showDocs = loaded && !demo;
  const showConfig = showDocs && isShowConfig;
  const [locale, setLocale] = useLocaleState();
  // The user docs in the interface language.
  const docsLink = docsHref(locale);
  const identity = useIdentity();
  const [demoAnchor, setDemoAnchor] = useState<HTMLElement | null>(null);
  const [languageAnchor, setLanguageAnchor] = useState<HTMLElement | null>(null);
  const [compactAnchor, setCompactAnchor] = useState<HTMLElement | null>(null);
  // Set when the pointer or the focus first reaches a menu button: the (closed) menus mount
  // then, so that their chunk is there by the time the button is pressed.
  const [menusWanted, setMenusWanted] = useState(false);
  const wantMenus = { onPointerEnter: () => setMenusWanted(true), onFocus: () => setMenusWanted(true) };
  const compact = useMediaQuery((theme: Theme) => theme.breakpoints.down("md"), { noSsr: true });

  const loggedIn = isLoggedIn(identity?.roles);
  const externalHome = demo && homeUrl ? homeUrl : null;
  const menuProps: Omit<NavMenuProps, "anchor" | "onClose"> = {
    active,
    locale,
    onLanguage: setLocale,
    externalHome,
    docsHref: docsLink,
    showDocs,
    showConfig,
  };
  const homeLinkProps = externalHome ? { component: "a" as const, href: externalHome } : { component: LinkBase, to: "/" };

  return (
    <AppBar position="static" elevation={0} sx={{ bgcolor: "primary.main", backgroundImage: "linear-gradient(90deg, #1f4e79 0%, #245b8c 100%)" }}>
      <Toolbar component="nav" aria-label={translate("NAV.MAIN_MENU")} sx={{ gap: 0.5, minHeight: 60 }}>
        <Box {...homeLinkProps} sx={{ display: "flex", alignItems: "center", gap: 1, color: "inherit", textDecoration: "none", mr: 2 }}>
          <Box component="img" src="/assets/images/logo-light.svg" alt="" sx={{ width: 30, height: 30 }} />
          <Typography component="span" sx={{ fontWeight: 700, fontSize: "1.2rem", letterSpacing: 0.3 }}>
            {translate("NAV.BRAND")}
          </Typography>
        </Box>

        {compact ? (
          <>
            <Box sx={{ flexGrow: 1 }} />
            <IconButton
              color="inherit"
              id="nav-compact-button"
              aria-label={translate("NAV.MAIN_MENU")}
              aria-haspopup="menu"
              aria-controls={compactAnchor ? "nav-compact-menu" : undefined}
              aria-expanded={compactAnchor ? "true" : undefined}
              {...wantMenus}
              onClick={(e: MouseEvent<HTMLElement>) => {
                setMenusWanted(true);
                setCompactAnchor(e.currentTarget);
              }}
            >
              <MenuIcon />
            </IconButton>
            {menusWanted && (
              <Suspense fallback={null}>
                <CompactMenu {...menuProps} anchor={compactAnchor} onClose={() => setCompactAnchor(null)} />
              </Suspense>
            )}
          </>
        ) : (
          <>
            <Button {...(externalHome ? { href: externalHome } : { component: LinkBase, to: "/home" })} sx={navButtonSx(active.home)}>
              {translate("NAV.HOME")}
            </Button>

            <Button
              id="nav-demo-button"
              aria-haspopup="menu"
              aria-controls={demoAnchor ? "nav-demo-menu" : undefined}
              aria-expanded={demoAnchor ? "true" : undefined}
              endIcon={<ArrowDropDownIcon />}
              {...wantMenus}
              onClick={(e: MouseEvent<HTMLElement>) => {
                setMenusWanted(true);
                setDemoAnchor(e.currentTarget);
              }}
              sx={navButtonSx(active.check || active.examples || active.documents)}
            >
              {translate("NAV.DEMO")}
            </Button>
            {menusWanted && (
              <Suspense fallback={null}>
                <DemoMenu {...menuProps} anchor={demoAnchor} onClose={() => setDemoAnchor(null)} />
              </Suspense>
            )}

            {showDocs && (
              <Button
                href={docsLink}
                target="_blank"
                rel="noopener noreferrer"
                endIcon={<OpenInNewIcon fontSize="small" />}
                sx={navButtonSx(active.docs)}
              >
                {translate("NAV.DOCS")}
              </Button>
            )}
            {showConfig && (
              <Button component={LinkBase} to="/config" sx={navButtonSx(active.config)}>
                {translate("NAV.CONFIG")}
              </Button>
            )}

            <Box sx={{ flexGrow: 1 }} />

            <Button
              id="nav-language-button"
              aria-haspopup="menu"
              aria-label={translate("NAV.LANGUAGE")}
              aria-controls={languageAnchor ? "nav-language-menu" : undefined}
              aria-expanded={languageAnchor ? "true" : undefined}
              startIcon={<TranslateIcon />}
              endIcon={<ArrowDropDownIcon />}
              {...wantMenus}
              onClick={(e: MouseEvent<HTMLElement>) => {
                setMenusWanted(true);
                setLanguageAnchor(e.currentTarget);
              }}
              sx={navButtonSx(false)}
            >
              {translate(`LANGUAGES.${locale}`)}
            </Button>
            {menusWanted && (
              <Suspense fallback={null}>
                <LanguageMenu {...menuProps} anchor={languageAnchor} onClose={() => setLanguageAnchor(null)} />
              </Suspense>
            )}
          </>
        )}

        {loggedIn && identity && (
          <>
            <Box sx={{ display: "flex", alignItems: "center", gap: 0.5, ml: 1 }} title={translate("NAV.USER", { userName: identity.userName })}>
              <PersonIcon fontSize="small" />
              <Typography component="span" variant="body2" data-testid="user-name">
                {identity.userName}
              </Typography>
            </Box>
            <IconButton
              color="inherit"
              aria-label={translate("NAV.LOGOUT")}
              title={translate("NAV.LOGOUT")}
              onClick={async () => {
                await authProvider.logout(undefined);
                await refreshIdentity();
              }}
            >
              <LogoutIcon />
            </IconButton>
          </>
        )}
      </Toolbar>
    </AppBar>
  );
}
