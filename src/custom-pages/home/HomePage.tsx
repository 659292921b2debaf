/** /home: the landing page with a header and two body texts. */
import { Box, Button, Container, Stack, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "react-admin";
import { useDocumentTitle } from "../../components/useDocumentTitle";

export function HomePage() {
  const translate = useTranslate();
  useDocumentTitle("NAV.HOME");
  return (
    <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 } }}>
      <Box sx={{ display: "flex", alignItems: "center", gap: 2, mb: 3 }}>
        <Box component="img" src="/assets/images/logo.svg" alt="" sx={{ width: 64, height: 64 }} />
        <Typography variant="h1">{translate("HOME.HEADER")}</Typography>
      </Box>
      <Typography sx={{ fontSize: "1.15rem", lineHeight: 1.7, mb: 2 }}>{translate("HOME.BODY_1")}</Typography>
      <Typography sx={{ fontSize: "1.15rem", lineHeight: 1.7, mb: 4 }} color="text.secondary">
        {translate("HOME.BODY_2")}
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
