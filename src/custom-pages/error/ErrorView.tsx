/**
 * The error screen's content: a laughing face for not-found, a dizzy face otherwise,
 * the message ERROR.{code} (default unknown), and the stack trace only outside
 * production and only when one was passed.
 */
import { Box, Button, Paper, Typography } from "@mui/material";
import { LinkBase, useTranslate } from "ra-core";
import { DizzyFaceIcon, LaughingFaceIcon } from "../../components/FaceIcons";
import { useDocumentTitle } from "../../components/useDocumentTitle";

export interface ErrorViewProps {
  code?: string | null;
  stack?: string | string[] | null;
}

export function ErrorView({ code, stack }: ErrorViewProps) {
  const translate = useTranslate();
  useDocumentTitle("ERROR.TITLE");
  const errorCode = code || "unknown";
  const notFound = errorCode === "not-found";
  const stackText = Array.isArray(stack) ? stack.join("\n") : stack;
  const showStack = !import.meta.env.PROD && !!stackText;
  const Icon = notFound ? LaughingFaceIcon : DizzyFaceIcon;
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: { xs: 4, md: 8 }, px: 2 }}>
      <Paper
        elevation={0}
        sx={{ p: { xs: 3, md: 5 }, maxWidth: 640, width: "100%", textAlign: "center", border: "1px solid", borderColor: "divider" }}
      >
        <Icon data-testid={notFound ? "error-icon-laughing" : "error-icon-dizzy"} sx={{ fontSize: 96, color: notFound ? "#e0a800" : "#d9622b" }} />
        <Typography variant="h2" component="h1" sx={{ mt: 2 }}>
          {translate("ERROR.TITLE")}
        </Typography>
        <Typography sx={{ mt: 1, mb: 3 }} data-testid="error-message">
          {translate(`ERROR.${errorCode}`, { _: translate("ERROR.unknown") })}
        </Typography>
        <Button variant="contained" component={LinkBase} to="/home">
          {translate("ERROR.BACK_HOME")}
        </Button>
        {showStack && (
          <Box component="details" sx={{ mt: 3, textAlign: "left" }}>
            <summary>{translate("ERROR.STACK")}</summary>
            <Box component="pre" sx={{ whiteSpace: "pre-wrap", fontSize: 12, bgcolor: "#f6f6f6", p: 2, borderRadius: 1, overflow: "auto" }}>
              {stackText}
            </Box>
          </Box>
        )}
      </Paper>
    </Box>
  );
}
