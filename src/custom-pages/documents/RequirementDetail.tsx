/**
 * The detail of one requirement of a document: the examples page's panel (findings with
 * highlights, improvements, suggestions, contradictions and duplicates), fed from the
 * requirements route's item.
 */
import { useTranslate } from "react-admin";
import { ExampleDetail } from "../examples/ExampleDetail";
import { newExample, type ExampleRequirement } from "../examples/examplesModel";
import { analysisItemOf, references, type DocumentRequirement } from "./requirementsProvider";

/** The requirement as the examples page's panel reads it. */
export function asExampleRow(row: DocumentRequirement, language: "en" | "de", suggestions: string[] | null): ExampleRequirement {
  const contradictions = references(row.contradictions);
  const duplicates = references(row.duplicates);
  return {
    ...newExample(row.externalId, row.text, null),
    analysisResult: analysisItemOf(row, language),
    contradictionResult: {
      externalId: row.externalId,
      document: contradictions.map((c) => ({ contradictingExternalId: c.externalId, reason: c.reason })),
      project: [],
      db: [],
    },
    duplicationResult: {
      externalId: row.externalId,
      document: duplicates.map((d) => ({ externalId: d.externalId, reason: d.reason, duplicateScore: d.duplicateScore ?? Number.NaN })),
      project: [],
      db: [],
    },
    suggestionsResult: suggestions,
  };
}

/** The other requirements a row refers to, with their texts when the server sent them. */
function referencedRows(row: DocumentRequirement): ExampleRequirement[] {
  return [...references(row.contradictions), ...references(row.duplicates)]
    .filter((r) => r.text !== undefined)
    .map((r) => newExample(r.externalId, r.text ?? "", null));
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
      rows={referencedRows(row)}
      suggestionActive={suggestionActive}
      comparisonActive
      onShowStatistics={onClose}
      backLabel={translate("DOCUMENTS.BACK_TO_DASHBOARD")}
    />
  );
}
