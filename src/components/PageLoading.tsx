/** The spinner shown while a lazy screen loads. */
import { Box, CircularProgress } from "@mui/material";
import { useTranslate } from "ra-core";

export function PageLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: "flex", justifyContent: "center", py: 6 }}>
      <CircularProgress aria-label={translate("PUBLIC_PAGES.LOADING")} />
    </Box>
  );
}
