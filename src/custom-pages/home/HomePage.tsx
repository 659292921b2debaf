/**
 * /home: the landing page with a header and two body texts. The second text speaks of
 * the administration area; a demo gets one without it, and REQLENS_HOME_TEXT (the web
 * configuration's homeText) replaces it in either case.
 */
import { Box, Button, Container, Stack, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "ra-core";
import { useDocumentTitle } from "../../components/useDocumentTitle";
import { useAppSettings } from "../../providers/AppSettings";

export function HomePage() {
  const translate = useTranslate();
  const { demo, homeText } = useAppSettings();
  useDocumentTitle("NAV.HOME");
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3 }}>
        <Box component="img" src="/assets/images/logo.svg" alt="" sx={{ width: 64, height: 64 }} />
        <Typography variant="h1">{translate("HOME.HEADER")}</Typography>
      </Box>
      <Typography sx={{ fontSize: "1.15rem", lineHeight: 1.7, mb: 2 }}>{translate("HOME.BODY_1")}</Typography>
      <Typography sx={{ fontSize: "1.15rem", lineHeight: 1.7, mb: 4 }} color="text.secondary">
        <span data-testid="home-body-2">{homeText ?? translate(demo ? "HOME.BODY_2_DEMO" : "HOME.BODY_2")}</span>
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2}>
        <Button variant="contained" size="large" component={LinkBase} to="/check">
          {translate("HOME.TRY_BUTTON")}
        </Button>
        <Button variant="outlined" size="large" component={LinkBase} to="/examples">
          {translate("HOME.EXAMPLES_BUTTON")}
        </Button>
      </Stack>
    </Container>
  );
}
export default HomePage;
