/**
 * The detail of one requirement of a document: the examples page's panel (findings with
 * highlights, improvements, suggestions, contradictions and duplicates), fed from the
 * requirements route's item.
 */
import { useTranslate } from "react-admin";
import { ExampleDetail } from "../examples/ExampleDetail";
import { newExample, type ExampleRequirement } from "../examples/examplesModel";
import { analysisItemOf, type DocumentRequirement } from "./requirementsProvider";

/** The requirement as the examples page's panel reads it. */
export function asExampleRow(row: DocumentRequirement, language: "en" | "de", suggestions: string[] | null): ExampleRequirement {
  return {
    ...newExample(row.externalId, row.text, null),
    // Not analysed yet (a cancelled job): the panel shows it as pending.
    analysisResult: row.rating === null ? null : analysisItemOf(row, language),
    contradictionResult: {
      externalId: row.externalId,
      document: row.contradictions.map((c) => ({ contradictingExternalId: c.externalId, reason: c.reason })),
      project: [],
      db: [],
    },
    duplicationResult: {
      externalId: row.externalId,
      document: row.duplicates.map((d) => ({ externalId: d.externalId, reason: d.reason, duplicateScore: d.score })),
      project: [],
      db: [],
    },
    suggestionsResult: suggestions,
  };
}

export function RequirementDetail({
  row,
  language,
  suggestions,
  suggestionActive,
  onClose,
}: {
  row: DocumentRequirement;
  language: "en" | "de";
  suggestions: string[] | null;
  suggestionActive: boolean;
  onClose: () => void;
}) {
  const translate = useTranslate();
  return (
    <ExampleDetail
      row={asExampleRow(row, language, suggestions)}
      rows={[]}
      suggestionActive={suggestionActive}
      comparisonActive
      onShowStatistics={onClose}
      backLabel={translate("DOCUMENTS.BACK_TO_DASHBOARD")}
    />
  );
}
