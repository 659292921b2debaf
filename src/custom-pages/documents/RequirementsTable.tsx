/**
 * The requirements of a finished document: a react-admin list over the requirements
 * route (filters: search, rating at most N, finding type, has contradiction, has
 * duplicate; sorting by column; paging). A row click or its open button shows the
 * requirement's detail. Texts are rendered as text.
 */
import { useEffect, useMemo } from "react";
import { Box, IconButton, Tooltip } from "@mui/material";
import OpenInFullIcon from "@mui/icons-material/OpenInFull";
import {
  DataProviderContext,
  Datagrid,
  FilterForm,
  FunctionField,
  ListBase,
  NullableBooleanInput,
  Pagination,
  SearchInput,
  SelectInput,
  TextField,
  useGetList,
  useLocaleState,
  useTranslate,
} from "react-admin";
import { FINDING_TYPES } from "../../../engine/types";
import { RatingImage } from "../../components/RatingImage";
import { ratingStyle } from "../../components/findingStyles";
import { documentRequirementsProvider, requirementsResource, type DocumentRequirement } from "./requirementsProvider";

function Rating({ rating }: { rating: number | null }) {
  const translate = useTranslate();
  if (rating === null) return <span aria-label={translate("EXAMPLES.ANALYSING")}>–</span>;
  return (
    <Box
      data-testid="documents-row-rating"
      data-rating={rating}
      sx={{ display: "inline-flex", alignItems: "center", px: 0.75, py: 0.25, borderRadius: 1, border: "1px solid", ...ratingStyle(rating) }}
    >
      <Box sx={{ bgcolor: "rgba(255,255,255,0.85)", borderRadius: 1, px: 0.5, py: 0.25 }}>
        <RatingImage rating={rating} size={14} />
      </Box>
    </Box>
  );
}

/**
 * Fetches the open row by itself, in the interface language, whenever its id or the language
 * changes (the page the table shows need not hold it), and hands it on when it differs from
 * the one shown: the detail panel never keeps a wording the interface has left.
 */
function OpenRowFollower({
  resource,
  openId,
  selected,
  uiLanguage,
  onRefresh,
}: {
  resource: string;
  openId: number | null;
  selected: DocumentRequirement | null;
  uiLanguage: "en" | "de";
  onRefresh: (row: DocumentRequirement) => void;
}) {
  const { data } = useGetList<DocumentRequirement>(
    resource,
    { filter: { id: [openId] }, pagination: { page: 1, perPage: 1 }, sort: { field: "id", order: "ASC" }, meta: { uiLanguage } },
    { enabled: openId !== null },
  );
  const fetched = openId === null ? undefined : data?.find((row) => row.id === openId);
  useEffect(() => {
    if (fetched && fetched !== selected) onRefresh(fetched);
  }, [fetched, selected, onRefresh]);
  return null;
}

export function RequirementsTable({
  documentId,
  token,
  selected,
  openId,
  onSelect,
  onRefresh,
}: {
  documentId: string;
  token: string | null;
  /** The row whose detail is open. */
  selected: DocumentRequirement | null;
  /** The id of the row to show in the detail: the open one, or one to open again. */
  openId: number | null;
  onSelect: (row: DocumentRequirement) => void;
  /** The open row as fetched again (in the interface language). */
  onRefresh: (row: DocumentRequirement) => void;
}) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const uiLanguage = locale === "de" ? "de" : "en";
  const dataProvider = useMemo(() => documentRequirementsProvider(token, uiLanguage), [token, uiLanguage]);
  const filters = useMemo(
    () => [
      <SearchInput key="q" source="q" alwaysOn placeholder={translate("DOCUMENTS.TABLE.SEARCH")} />,
      <SelectInput
        key="ratingLte"
        source="ratingLte"
        alwaysOn
        label={translate("DOCUMENTS.TABLE.RATING_LTE")}
        choices={[1, 2, 3, 4].map((n) => ({ id: n, name: translate("DOCUMENTS.TABLE.RATING_AT_MOST", { rating: n }) }))}
      />,
      <SelectInput
        key="findingType"
        source="findingType"
        alwaysOn
        label={translate("DOCUMENTS.TABLE.FINDING_TYPE")}
        choices={FINDING_TYPES.map((type) => ({ id: type, name: translate(`CHECK.CLASSIFICATION.${type}`, { _: type }) }))}
      />,
      <NullableBooleanInput key="hasContradiction" source="hasContradiction" alwaysOn label={translate("DOCUMENTS.TABLE.HAS_CONTRADICTION")} />,
      <NullableBooleanInput key="hasDuplicate" source="hasDuplicate" alwaysOn label={translate("DOCUMENTS.TABLE.HAS_DUPLICATE")} />,
    ],
    [translate],
  );

  return (
    <DataProviderContext.Provider value={dataProvider}>
      <OpenRowFollower
        resource={requirementsResource(documentId)}
        openId={openId}
        selected={selected}
        uiLanguage={uiLanguage}
        onRefresh={onRefresh}
      />
      <ListBase
        resource={requirementsResource(documentId)}
        disableSyncWithLocation
        storeKey={false}
        perPage={25}
        sort={{ field: "id", order: "ASC" }}
        // The language is part of the query's key: switching it fetches the page again, worded anew.
        queryOptions={{ meta: { uiLanguage } }}
      >
        <Box data-testid="documents-table" sx={{ minWidth: 0 }}>
          <Box sx={{ "& form": { flexWrap: "wrap", gap: 1, alignItems: "flex-end" }, "& .RaFilterFormInput-body": { maxWidth: "100%" } }}>
            <FilterForm filters={filters} />
          </Box>
          <Box sx={{ overflowX: "auto", maxWidth: "100%" }}>
            <Datagrid
              bulkActionButtons={false}
              rowClick={(_id, _resource, record) => {
                onSelect(record as DocumentRequirement);
                return false;
              }}
              rowSx={(record) => (record.id === selected?.id ? { bgcolor: "action.selected" } : {})}
              aria-label={translate("DOCUMENTS.TABLE.LABEL")}
              sx={{ "& .RaDatagrid-rowCell": { verticalAlign: "top" } }}
            >
              <TextField source="externalId" label={translate("DOCUMENTS.TABLE.ID")} />
              <TextField source="section" label={translate("DOCUMENTS.TABLE.SECTION")} emptyText="" />
              <FunctionField
                source="text"
                label={translate("DOCUMENTS.TABLE.TEXT")}
                render={(record: DocumentRequirement) => (
                  <Box sx={{ minWidth: 200, maxWidth: 520, whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>{record.text}</Box>
                )}
              />
              <FunctionField
                source="rating"
                label={translate("DOCUMENTS.TABLE.RATING")}
                render={(record: DocumentRequirement) => <Rating rating={record.rating} />}
              />
              <FunctionField
                label={translate("DOCUMENTS.TABLE.FINDINGS")}
                sortable={false}
                render={(record: DocumentRequirement) =>
                  (record.classifications ?? [])
                    .map((c) => translate(`CHECK.CLASSIFICATION.${c.classificationKey}`, { _: c.classificationKey }))
                    .join(", ")
                }
              />
              <FunctionField
                label={translate("DOCUMENTS.TABLE.COMPARISON")}
                sortable={false}
                render={(record: DocumentRequirement) =>
                  translate("DOCUMENTS.TABLE.COMPARISON_COUNTS", {
                    contradictions: record.contradictions?.length ?? 0,
                    duplicates: record.duplicates?.length ?? 0,
                  })
                }
              />
              <FunctionField
                label=""
                sortable={false}
                render={(record: DocumentRequirement) => (
                  <Tooltip title={translate("DOCUMENTS.TABLE.OPEN", { id: record.externalId })}>
                    <IconButton
                      size="small"
                      aria-label={translate("DOCUMENTS.TABLE.OPEN", { id: record.externalId })}
                      data-testid="documents-row-open"
                      onClick={(e) => {
                        e.stopPropagation();
                        onSelect(record);
                      }}
                    >
                      <OpenInFullIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
              />
            </Datagrid>
          </Box>
          <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
        </Box>
      </ListBase>
    </DataProviderContext.Provider>
  );
}
