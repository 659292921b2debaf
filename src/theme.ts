/** The console's look: react-admin's default theme with the product's colours and type. */
import { defaultTheme, type RaThemeOptions } from "react-admin";

export const BRAND = {
  primary: "#1f4e79",
  primaryDark: "#163a5a",
  accent: "#2a9d8f",
  ink: "#1d2733",
  paper: "#ffffff",
};

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    mode: "light",
    primary: { main: BRAND.primary, dark: BRAND.primaryDark, contrastText: "#ffffff" },
    secondary: { main: BRAND.accent, contrastText: "#ffffff" },
    text: { primary: BRAND.ink },
    background: { default: "#f4f6f9", paper: BRAND.paper },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: "2.4rem", fontWeight: 700 },
    h2: { fontSize: "1.6rem", fontWeight: 600 },
    h3: { fontSize: "1.25rem", fontWeight: 600 },
  },
  components: {
    ...defaultTheme.components,
    MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { textTransform: "none", fontWeight: 600 } } },
    MuiPaper: { styleOverrides: { root: { backgroundImage: "none" } } },
  },
};
