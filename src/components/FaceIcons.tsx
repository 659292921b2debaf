/** The error page's two faces, drawn for this product. */
import { SvgIcon, type SvgIconProps } from "@mui/material";

export function LaughingFaceIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 48 48" {...props}>
      <circle cx="24" cy="24" r="21" fill="currentColor" opacity="0.18" />
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M13 19.5q3.5-4 7 0M28 19.5q3.5-4 7 0" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <path d="M12.5 26h23q-1.5 11-11.5 11t-11.5-11z" fill="currentColor" />
    </SvgIcon>
  );
}

export function DizzyFaceIcon(props: SvgIconProps) {
  return (
    <SvgIcon viewBox="0 0 48 48" {...props}>
      <circle cx="24" cy="24" r="21" fill="currentColor" opacity="0.18" />
      <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="2.5" />
      <path d="M13 15l6 6M19 15l-6 6M29 15l6 6M35 15l-6 6" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
      <ellipse cx="24" cy="32" rx="4.5" ry="5" fill="none" stroke="currentColor" strokeWidth="2.5" />
    </SvgIcon>
  );
}
