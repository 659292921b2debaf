/** HTTP 429: a collapsible panel with the support contact and the embedded key prompt. */
import { useState } from "react";
import { Alert, AlertTitle, Box, Collapse, IconButton, Typography } from "@mui/material";
import ExpandLessIcon from "@mui/icons-material/ExpandLess";
import ExpandMoreIcon from "@mui/icons-material/ExpandMore";
import { useTranslate } from "ra-core";
import { ApiKeyForm } from "../../components/ApiKeyForm";
import { useAppSettings } from "../../providers/AppSettings";

export function RequestsExceededPanel({ onKeyStored }: { onKeyStored: () => void }) {
  const translate = useTranslate();
  const { supportEmail } = useAppSettings();
  const [open, setOpen] = useState(true);
  return (
    <Alert
      severity="warning"
      data-testid="requests-exceeded"
      sx={{ mt: 2, "& .MuiAlert-message": { width: "100%" } }}
      action={
        <IconButton aria-label={translate("CHECK.REQUESTS_EXCEEDED.TOGGLE")} aria-expanded={open} size="small" onClick={() => setOpen((o) => !o)}>
          {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
      }
    >
      <AlertTitle>{translate("CHECK.REQUESTS_EXCEEDED.TITLE")}</AlertTitle>
      <Collapse in={open}>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate("CHECK.REQUESTS_EXCEEDED.BODY")}
        </Typography>
        {supportEmail && (
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate("CHECK.REQUESTS_EXCEEDED.SUPPORT")} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
          </Typography>
        )}
        <Box>
          <ApiKeyForm dense onStored={onKeyStored} />
        </Box>
      </Collapse>
    </Alert>
  );
}
