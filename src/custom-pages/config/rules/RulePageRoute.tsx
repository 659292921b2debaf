/**
 * /config/{configId}/{page}: the page's title, help link to /docs/index.html#<anchor>,
 * the configuration-language selector (language-aware rules reload on change) and one
 * editor per rule of the page; pages with several rules (formula-unit) show each in a
 * collapsible section.
 */
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Link, MenuItem, TextField, Typography } from "@mui/material";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import HelpIcon from "@mui/icons-material/HelpOutlined";
import { useTranslate } from "react-admin";
import { useParams } from "react-router-dom";
import { SUPPORTED_LANGUAGES, type LanguageCode } from "../../../providers/api";
import { useConsole } from "../ConsoleContext";
import { RuleEditor } from "./RuleEditor";
import { pageTitleKey, rulePagesFor } from "./rulePages";

export default function RulePageRoute() {
  const translate = useTranslate();
  const { configId = "", page: slug = "" } = useParams();
  const { rules, language, setLanguage, handleError } = useConsole();
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
            onChange={(e) => setLanguage(e.target.value as LanguageCode)}
            sx={{ width: 200, flex: "0 0 auto" }}
            slotProps={{ select: { inputProps: { "data-testid": "config-language" } } }}
          >
            {SUPPORTED_LANGUAGES.map((l) => (
              <MenuItem key={l} value={l}>
                {translate(`LANGUAGES.${l}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Link href={`/docs/index.html#${encodeURIComponent(anchor)}`} target="_blank" rel="noopener noreferrer" sx={{ display: "inline-flex", alignItems: "center", gap: 0.5 }} data-testid="rule-help">
          <HelpIcon fontSize="small" />
          {translate("CONFIG.HELP")}
        </Link>
      </Box>
      {page.rules.length === 1 ? (
        <RuleEditor configId={configId} rule={page.rules[0]} language={language} title={title} showTitle={false} onUnauthorized={handleError} />
      ) : (
        page.rules.map((rule, index) => {
          const sectionTitle = translate(`CONFIG.RULES.${rule.name}`, { _: rule.title });
          return (
            <Accordion key={rule.name} defaultExpanded={index === 0} disableGutters elevation={0} sx={{ border: "1px solid", borderColor: "divider", mb: 1 }}>
              <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography component="h3" variant="h6">
                  {sectionTitle}
                </Typography>
              </AccordionSummary>
              <AccordionDetails>
                <RuleEditor configId={configId} rule={rule} language={language} title={sectionTitle} onUnauthorized={handleError} />
              </AccordionDetails>
            </Accordion>
          );
        })
      )}
    </Box>
  );
}
