/**
 * /documents. The screen itself (DocumentsView, with the chart library and the table) is
 * a lazy import, so that the other public pages never download it.
 */
import { lazy, Suspense } from "react";
import { Loading } from "react-admin";
import { useDocumentTitle } from "../../components/useDocumentTitle";

const DocumentsView = lazy(() => import("./DocumentsView"));

export function DocumentsPage() {
  useDocumentTitle("DOCUMENTS.TITLE");
  return (
    <Suspense fallback={<Loading />}>
      <DocumentsView />
    </Suspense>
  );
}
DocumentsPage.path = "/documents";
