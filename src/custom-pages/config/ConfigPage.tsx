/**
 * /config: the configuration shell. Loaded lazily so that the public pages never
 * download the console's code. For now a placeholder asking to log in.
 */
import { Container, Paper, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useDocumentTitle } from "../../components/useDocumentTitle";

export default function ConfigPage() {
  const translate = useTranslate();
  useDocumentTitle("CONFIG.TITLE");
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {translate("CONFIG.TITLE")}
      </Typography>
      <Paper elevation={0} sx={{ p: 4, border: "1px solid", borderColor: "divider", width: { xs: "100%", md: "40%" } }}>
        <Typography color="text.secondary">{translate("CONFIG.PLACEHOLDER")}</Typography>
      </Paper>
    </Container>
  );
}
