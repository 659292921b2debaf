/** Sets the browser tab's title for a screen: "<screen> · Reqlens", following the UI language. */
import { useEffect } from "react";
import { useTranslate } from "ra-core";

export function useDocumentTitle(titleKey: string): void {
  const translate = useTranslate();
  const title = translate(titleKey);
  useEffect(() => {
    document.title = `${title} · Reqlens`;
  }, [title]);
}
