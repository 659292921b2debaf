/** /examples: placeholder until the examples table is built. */
import { Container, Paper, Typography } from "@mui/material";
import { useTranslate } from "react-admin";
import { useDocumentTitle } from "../../components/useDocumentTitle";

export function ExamplesPage() {
  const translate = useTranslate();
  useDocumentTitle("EXAMPLES.TITLE");
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Typography variant="h2" component="h1" sx={{ mb: 2 }}>
        {translate("EXAMPLES.TITLE")}
      </Typography>
      <Paper elevation={0} sx={{ p: 4, border: "1px solid", borderColor: "divider" }}>
        <Typography color="text.secondary">{translate("EXAMPLES.PLACEHOLDER")}</Typography>
      </Paper>
    </Container>
  );
}
ExamplesPage.path = "/examples";
