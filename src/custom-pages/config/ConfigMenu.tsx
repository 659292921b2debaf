/**
 * The console's left menu by role: administrators see License, API
 * key, Status information, Users and the audit log; everyone signed in their own
 * password and the Configs section: the edit-config-file button and one accordion
 * entry per configuration with its rule pages, or "no configs found". The entry of the
 * configuration being edited is the open one (the first when none is).
 */
import { useState } from "react";
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  List,
  ListItemButton,
  ListItemText,
  ListSubheader,
  Paper,
  Typography,
} from "@mui/material";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import EditNoteIcon from "@mui/icons-material/EditNote";
import { LinkBase, useGetList, useLocation, useTranslate } from "react-admin";
import type { UserInfo } from "../../providers/api";
import { canAccess } from "./canAccess";
import { rulePagesFor, pageTitleKey } from "./rules/rulePages";
import type { RuleInfo } from "./configApi";

interface MenuLink {
  to: string;
  label: string;
}

interface ConfigFileRecord {
  id: string;
  configId: string;
  isDefault: boolean;
}

/** The configId of a rule page's path (/config/{configId}/{page}), or null. */
export function configIdOfPath(pathname: string, known: readonly string[]): string | null {
  const match = /^\/config\/([^/]+)\/[^/]+$/.exec(pathname);
  if (!match) return null;
  const id = decodeURIComponent(match[1]);
  return known.includes(id) ? id : null;
}

function MenuSection({ title, links, pathname, testId }: { title: string; links: MenuLink[]; pathname: string; testId: string }) {
  // The link whose path is the longest prefix of the current one is the selected one (/config/license/create: Edit, not Information).
  const selected = links
    .filter((link) => pathname === link.to || pathname.startsWith(`${link.to}/`))
    .reduce<string | null>((best, link) => (best === null || link.to.length > best.length ? link.to : best), null);
  return (
    <List
      dense
      data-testid={testId}
      subheader={
        <ListSubheader disableSticky sx={{ bgcolor: "transparent", fontWeight: 700 }}>
          {title}
        </ListSubheader>
      }
    >
      {links.map((link) => (
        <ListItemButton key={link.to} component={LinkBase} to={link.to} selected={link.to === selected} sx={{ pl: 3 }}>
          <ListItemText primary={link.label} />
        </ListItemButton>
      ))}
    </List>
  );
}

export function ConfigMenu({ user, rules }: { user: UserInfo; rules: RuleInfo[] | null }) {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const roles = user.roles;
  const canConfigure = canAccess(roles, { action: "list", resource: "configfile" });
  // Without a sort the server answers the default first, then by configId.
  const { data: configs, isPending } = useGetList<ConfigFileRecord>(
    "configfiles",
    { pagination: { page: 1, perPage: 1000 } },
    { enabled: canConfigure },
  );
  const current = configIdOfPath(pathname, configs?.map((c) => c.configId) ?? []);
  // A click opens or closes an entry; moving to another configuration's page opens that one.
  const [expanded, setExpanded] = useState<{ id: string | null; at: string | null } | undefined>(undefined);
  const pages = rulePagesFor(rules ?? []);
  const firstId = configs?.[0]?.configId ?? null;
  const open = expanded !== undefined && expanded.at === current ? expanded.id : (current ?? (expanded ? expanded.id : firstId));

  return (
    <Paper
      component="nav"
      aria-label={translate("CONFIG.MENU.LABEL")}
      elevation={0}
      sx={{ border: "1px solid", borderColor: "divider", py: 1 }}
      data-testid="config-menu"
    >
      {canAccess(roles, { action: "show", resource: "license" }) && (
        <MenuSection
          testId="menu-license"
          title={translate("CONFIG.MENU.LICENSE")}
          pathname={pathname}
          links={[
            { to: "/config/license", label: translate("CONFIG.MENU.LICENSE_INFORMATION") },
            { to: "/config/licenserequest", label: translate("CONFIG.MENU.LICENSE_REQUEST") },
            { to: "/config/license/create", label: translate("CONFIG.MENU.LICENSE_EDIT") },
          ]}
        />
      )}
      {canAccess(roles, { action: "list", resource: "apikey" }) && (
        <MenuSection
          testId="menu-apikey"
          title={translate("CONFIG.MENU.APIKEY")}
          pathname={pathname}
          links={[{ to: "/config/apikeys", label: translate("CONFIG.MENU.APIKEY_GENERATOR") }]}
        />
      )}
      {canAccess(roles, { action: "show", resource: "status" }) && (
        <MenuSection
          testId="menu-status"
          title={translate("CONFIG.MENU.STATUS")}
          pathname={pathname}
          links={[
            { to: "/config/databaseinformation", label: translate("CONFIG.MENU.DATABASE") },
            { to: "/config/llminformation", label: translate("CONFIG.MENU.LLM") },
          ]}
        />
      )}
      {canAccess(roles, { action: "list", resource: "users" }) && (
        <MenuSection
          testId="menu-users"
          title={translate("CONFIG.MENU.USERS")}
          pathname={pathname}
          links={[
            { to: "/config/users", label: translate("CONFIG.MENU.USER_LIST") },
            ...(canAccess(roles, { action: "list", resource: "audit" }) ? [{ to: "/config/audit", label: translate("CONFIG.MENU.AUDIT") }] : []),
          ]}
        />
      )}
      {canAccess(roles, { action: "edit", resource: "password" }) && (
        <MenuSection
          testId="menu-account"
          title={translate("CONFIG.MENU.ACCOUNT")}
          pathname={pathname}
          links={[{ to: "/config/password-update", label: translate("CONFIG.MENU.PASSWORD_UPDATE") }]}
        />
      )}
      {canConfigure && (
        <Box data-testid="menu-configs" sx={{ px: 1, pt: 1 }}>
          <Typography component="h2" variant="subtitle2" sx={{ px: 1, pb: 1, fontWeight: 700, color: "text.secondary" }}>
            {translate("CONFIG.MENU.CONFIGS")}
          </Typography>
          <Button
            component={LinkBase}
            to="/config/configfiles"
            startIcon={<EditNoteIcon />}
            variant="outlined"
            size="small"
            sx={{ mb: 1, ml: 1 }}
            data-testid="edit-config-files"
          >
            {translate("CONFIG.MENU.EDIT_CONFIG_FILES")}
          </Button>
          {!isPending && (configs?.length ?? 0) === 0 && (
            <Typography sx={{ px: 1 }} color="text.secondary" data-testid="no-configs">
              {translate("CONFIG.MENU.NO_CONFIGS")}
            </Typography>
          )}
          {configs?.map((config) => (
            <Accordion
              key={config.configId}
              disableGutters
              elevation={0}
              expanded={open === config.configId}
              onChange={(_, isExpanded) => setExpanded({ id: isExpanded ? config.configId : null, at: current })}
              sx={{ "&:before": { display: "none" }, border: "1px solid", borderColor: "divider", mb: 0.5 }}
              data-testid={`config-accordion-${config.configId}`}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography sx={{ fontWeight: config.isDefault ? 700 : 400 }}>
                  {config.configId}
                  {config.isDefault ? ` (${translate("CONFIG.FILES.DEFAULT")})` : ""}
                </Typography>
              </AccordionSummary>
              <AccordionDetails sx={{ p: 0 }}>
                <List dense disablePadding>
                  {pages.map((page) => {
                    const to = `/config/${encodeURIComponent(config.configId)}/${page.slug}`;
                    return (
                      <ListItemButton
                        key={page.slug}
                        component={LinkBase}
                        to={to}
                        selected={pathname === to}
                        sx={{ pl: 3 }}
                        data-testid={`rule-link-${page.slug}`}
                      >
                        <ListItemText primary={translate(pageTitleKey(page), { _: page.rules[0]?.title ?? page.slug })} />
                      </ListItemButton>
                    );
                  })}
                </List>
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
    </Paper>
  );
}
