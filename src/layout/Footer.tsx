/** The footer: the product version, or a 'version not available' text when GET /version fails. */
import { Box, Typography } from "@mui/material";
import { useTranslate } from "ra-core";
import { useAppSettings } from "../providers/AppSettings";

export function Footer() {
  const translate = useTranslate();
  const { version, loaded } = useAppSettings();
  return (
    <Box
      component="footer"
      sx={{
        py: 2,
        px: 3,
        textAlign: "center",
        color: "text.secondary",
        borderTop: "1px solid",
        borderColor: "divider",
        bgcolor: "rgba(255,255,255,0.7)",
      }}
    >
      <Typography variant="body2" data-testid="footer-version">
        {!loaded ? "\u00a0" : version ? translate("FOOTER.VERSION", { version }) : translate("FOOTER.VERSION_NOT_AVAILABLE")}
      </Typography>
    </Box>
  );
}
