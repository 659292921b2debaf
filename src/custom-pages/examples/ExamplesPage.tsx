/**
 * /examples. The screen itself (ExamplesView, with the chart library) is a lazy import,
 * so that the other public pages never download the charts.
 */
import { lazy, Suspense } from "react";
import { PageLoading } from "../../components/PageLoading";
import { useDocumentTitle } from "../../components/useDocumentTitle";

const ExamplesView = lazy(() => import("./ExamplesView"));

export function ExamplesPage() {
  useDocumentTitle("EXAMPLES.TITLE");
  return (
    <Suspense fallback={<PageLoading />}>
      <ExamplesView />
    </Suspense>
  );
}
export default ExamplesPage;
