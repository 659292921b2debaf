/**
 * /config/{configId}/{page}: the page's title, help link to the docs section in the interface language (/docs/index.html#<anchor> or /docs/de/#<anchor>),
 * the configuration-language selector (language-aware rules reload on change) and the
 * page's rules in one react-admin Edit view (RuleEditor). Switching the language with
 * unsaved changes asks first: the editors reload in the other language, and their
 * changes would be lost; react-admin's own guard asks before a navigation away.
 */
import { Alert, Box, Link, MenuItem, TextField, Typography } from "@mui/material";
import HelpIcon from "@mui/icons-material/HelpOutlined";
import { useLocaleState, useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { useState } from "react";
import { SUPPORTED_LANGUAGES, type LanguageCode } from "../../../providers/api";
import { docsHref } from "../../../layout/navigation";
import { useConsole } from "../ConsoleContext";
import { UnsavedChangesDialog } from "../UnsavedChangesDialog";
import { RuleEditor } from "./RuleEditor";
import { pageTitleKey, rulePagesFor } from "./rulePages";

export default function RulePageRoute() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { configId = "", page: slug = "" } = useParams();
  const { rules, language, setLanguage, setUser } = useConsole();
  const [dirty, setDirty] = useState(false);
  const [pendingLanguage, setPendingLanguage] = useState<LanguageCode | null>(null);
  const switchLanguage = (next: LanguageCode) => {
    if (next === language) return;
    if (dirty) setPendingLanguage(next);
    else setLanguage(next);
  };
  if (!rules) return null;
  const page = rulePagesFor(rules).find((p) => p.slug === slug);
  if (!page) return <Alert severity="warning">{translate("ERROR.not-found")}</Alert>;
  const menuTitle = translate(pageTitleKey(page), { _: page.rules[0]?.title ?? slug });
  const title = translate(`CONFIG.HEADINGS.${page.slug}`, { _: menuTitle });
  const languageAware = page.rules.some((r) => r.languageAware);
  const anchor = page.rules[0]?.docsAnchor ?? page.slug;

  return (
    <Box key={`${configId}/${slug}`} data-testid="rule-page">
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, flexWrap: "wrap", mb: 2 }}>
        <Typography variant="h4" component="h2" sx={{ flexGrow: 1 }} data-testid="rule-page-title">
          {title}
          <Typography component="span" color="text.secondary" sx={{ ml: 1, fontSize: "1rem" }}>
            ({configId})
          </Typography>
        </Typography>
        {languageAware && (
          <TextField
            select
            size="small"
            label={translate("CONFIG.LANGUAGE")}
            value={language}
            onChange={(e) => switchLanguage(e.target.value as LanguageCode)}
            sx={{ width: 200, flex: "0 0 auto" }}
            slotProps={{ select: { inputProps: { "data-testid": "config-language" } } }}
          >
            {SUPPORTED_LANGUAGES.map((l) => (
              <MenuItem key={l} value={l}>
                {translate(`CONFIG.CONFIG_LANGUAGES.${l}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Link
          href={docsHref(locale, anchor)}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }}
          data-testid="rule-help"
        >
          <HelpIcon fontSize="small" />
          {translate("CONFIG.HELP")}
        </Link>
      </Box>
      <UnsavedChangesDialog
        open={pendingLanguage !== null}
        message={translate("CONFIG.UNSAVED_LANGUAGE")}
        onStay={() => setPendingLanguage(null)}
        onLeave={() => {
          setDirty(false);
          setLanguage(pendingLanguage!);
          setPendingLanguage(null);
        }}
      />
      <RuleEditor
        configId={configId}
        sections={page.rules.map((rule) => ({
          rule,
          title: page.rules.length === 1 ? title : translate(`CONFIG.RULES.${rule.name}`, { _: rule.title }),
        }))}
        language={language}
        onDirtyChange={setDirty}
        rules={rules}
        onSignedIn={setUser}
      />
    </Box>
  );
}
