/**
 * /config/{configId}/{page}: the page's title, help link to /docs/index.html#<anchor>,
 * the configuration-language selector (language-aware rules reload on change) and one
 * editor per rule of the page; pages with several rules (formula-unit) show each in a
 * collapsible section. Switching the language with unsaved changes asks first: the
 * editors reload in the other language, and their changes would be lost.
 */
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Link, MenuItem, TextField, Typography } from "@mui/material";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import HelpIcon from "@mui/icons-material/HelpOutlined";
import { useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { useCallback, useState } from "react";
import { SUPPORTED_LANGUAGES, type LanguageCode } from "../../../providers/api";
import { useConsole } from "../ConsoleContext";
import { UnsavedChangesDialog } from "../UnsavedChangesGuard";
import { RuleEditor } from "./RuleEditor";
import { pageTitleKey, rulePagesFor } from "./rulePages";

export default function RulePageRoute() {
  const translate = useTranslate();
  const { configId = "", page: slug = "" } = useParams();
  const { rules, language, setLanguage, handleError, setUser } = useConsole();
  const [dirtyRules, setDirtyRules] = useState<ReadonlySet<string>>(new Set());
  const [pendingLanguage, setPendingLanguage] = useState<LanguageCode | null>(null);
  const dirtyChange = useCallback(
    (name: string) => (dirty: boolean) =>
      setDirtyRules((current) => {
        if (current.has(name) === dirty) return current;
        const next = new Set(current);
        if (dirty) next.add(name);
        else next.delete(name);
        return next;
      }),
    [],
  );
  const switchLanguage = (next: LanguageCode) => {
    if (next === language) return;
    if (dirtyRules.size > 0) setPendingLanguage(next);
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
          href={`/docs/index.html#${encodeURIComponent(anchor)}`}
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
          setDirtyRules(new Set());
          setLanguage(pendingLanguage!);
          setPendingLanguage(null);
        }}
      />
      {page.rules.length === 1 ? (
        <RuleEditor
          configId={configId}
          rule={page.rules[0]}
          language={language}
          title={title}
          showTitle={false}
          onUnauthorized={handleError}
          onDirtyChange={dirtyChange(page.rules[0].name)}
          rules={rules}
          onSignedIn={setUser}
        />
      ) : (
        page.rules.map((rule, index) => {
          const sectionTitle = translate(`CONFIG.RULES.${rule.name}`, { _: rule.title });
          return (
            <Accordion
              key={rule.name}
              defaultExpanded={index === 0}
              disableGutters
              elevation={0}
              sx={{ border: "1px solid", borderColor: "divider", mb: 1 }}
            >
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography component="h3" variant="h6">
                  {sectionTitle}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <RuleEditor
                  configId={configId}
                  rule={rule}
                  language={language}
                  title={sectionTitle}
                  onUnauthorized={handleError}
                  onDirtyChange={dirtyChange(rule.name)}
                  rules={rules}
                  onSignedIn={setUser}
                />
              </AccordionDetails>
            </Accordion>
          );
        })
      )}
    </Box>
  );
}
