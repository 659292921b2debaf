/**
 * What the check and examples pages show before their tools: a spinner while the
 * setup loads, or the licence error (CHECK.LICENSE_ERROR, or CHECK.SERVICE_ERROR when
 * the licence status could not be read) in place of the tools.
 */
import type { ReactNode } from "react";
import { Alert, Box, CircularProgress, Container, Typography } from "@mui/material";
import { useTranslate } from "ra-core";

export type ToolPageGate = "loading" | "licenseError" | "serviceError";
export const TOOL_PAGE_GATES: readonly ToolPageGate[] = ["loading", "licenseError", "serviceError"];

export function ToolPageStatus({ title, gate, errorTestId }: { title: ReactNode; gate: ToolPageGate; errorTestId: string }) {
  const translate = useTranslate();
  return (
    <Container maxWidth="xl" sx={{ py: 4 }}>
      {title}
      {gate === "loading" ? (
        <Box sx={{ display: "flex", alignItems: "center", gap: 2 }} role="status">
          <CircularProgress size={24} />
          <Typography>{translate("CHECK.LOADING")}</Typography>
        </Box>
      ) : (
        <Alert severity="error" data-testid={errorTestId}>
          {translate(gate === "licenseError" ? "CHECK.LICENSE_ERROR" : "CHECK.SERVICE_ERROR")}
        </Alert>
      )}
    </Container>
  );
}
