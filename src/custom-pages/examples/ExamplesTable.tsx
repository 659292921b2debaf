/**
 * The table of example requirements: number, text, rating block and, when comparison is
 * active, contradiction and redundancy icons (a spinner while results are awaited).
 * Rows are focusable; Enter or Space selects one. Texts are rendered as text.
 */
import type { KeyboardEvent } from "react";
import { Box, CircularProgress, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip } from "@mui/material";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import SyncProblemIcon from "@mui/icons-material/SyncProblem";
import { useTranslate } from "ra-core";
import { RatingImage } from "../../components/RatingImage";
import { ratingStyle } from "../../components/findingStyles";
import { hasContradictions, hasDuplicates, ratingOf, type ExampleRequirement } from "./examplesModel";

export interface ExamplesTableProps {
  rows: readonly ExampleRequirement[];
  selectedExternalId: string | null;
  comparisonActive: boolean;
  onSelect: (externalId: string) => void;
  onEdit: (row: ExampleRequirement) => void;
  onDelete: (row: ExampleRequirement) => void;
}

function RatingBlock({ row }: { row: ExampleRequirement }) {
  const translate = useTranslate();
  const rating = ratingOf(row);
  if (rating === null) {
    return (
      <Box
        role="status"
        aria-label={translate("EXAMPLES.ANALYSING")}
        sx={{ display: "flex", alignItems: "center", height: 30 }}
        data-testid="example-rating-pending"
      >
        <CircularProgress size={18} />
      </Box>
    );
  }
  return (
    <Box
      data-testid="example-rating"
      data-rating={rating}
      sx={{ display: "inline-flex", alignItems: "center", px: 1, py: 0.5, borderRadius: 1, border: "1px solid", ...ratingStyle(rating) }}
    >
      <Box sx={{ bgcolor: "rgba(255,255,255,0.85)", borderRadius: 1, px: 0.5, py: 0.25 }}>
        <RatingImage rating={rating} size={16} />
      </Box>
    </Box>
  );
}

function ComparisonIcons({ row }: { row: ExampleRequirement }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: "flex", gap: 0.5, alignItems: "center", minHeight: 24 }}>
      {row.isComparisonResultProcessing && (
        <Tooltip title={translate("EXAMPLES.COMPARISON_PROCESSING")}>
          <CircularProgress size={16} aria-label={translate("EXAMPLES.COMPARISON_PROCESSING")} data-testid="comparison-processing" />
        </Tooltip>
      )}
      {hasContradictions(row) && (
        <Tooltip title={translate("EXAMPLES.CONTRADICTION_ICON")}>
          <SyncProblemIcon
            color="error"
            fontSize="small"
            role="img"
            aria-label={translate("EXAMPLES.CONTRADICTION_ICON")}
            aria-hidden={false}
            data-testid="contradiction-icon"
          />
        </Tooltip>
      )}
      {hasDuplicates(row) && (
        <Tooltip title={translate("EXAMPLES.REDUNDANCY_ICON")}>
          <ContentCopyIcon
            color="warning"
            fontSize="small"
            role="img"
            aria-label={translate("EXAMPLES.REDUNDANCY_ICON")}
            aria-hidden={false}
            data-testid="redundancy-icon"
          />
        </Tooltip>
      )}
    </Box>
  );
}

export function ExamplesTable({ rows, selectedExternalId, comparisonActive, onSelect, onEdit, onDelete }: ExamplesTableProps) {
  const translate = useTranslate();
  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, externalId: string) => {
    if (event.target !== event.currentTarget) return;
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(externalId);
    }
  };
  return (
    <TableContainer>
      {/* On phones the table keeps readable columns and scrolls sideways inside its own box. */}
      <Table size="small" aria-label={translate("EXAMPLES.TABLE_LABEL")} data-testid="examples-table" sx={{ minWidth: 560 }}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 48 }}>{translate("EXAMPLES.COLUMN_NUMBER")}</TableCell>
            <TableCell>{translate("EXAMPLES.COLUMN_TEXT")}</TableCell>
            <TableCell sx={{ width: 120 }}>{translate("EXAMPLES.COLUMN_RATING")}</TableCell>
            {comparisonActive && <TableCell sx={{ width: 72 }}>{translate("EXAMPLES.COLUMN_COMPARISON")}</TableCell>}
            <TableCell sx={{ width: 96 }} align="right">
              {translate("EXAMPLES.COLUMN_ACTIONS")}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const selected = row.externalId === selectedExternalId;
            return (
              <TableRow
                key={row.externalId}
                hover
                selected={selected}
                tabIndex={0}
                aria-selected={selected}
                data-testid="example-row"
                data-external-id={row.externalId}
                onClick={() => onSelect(row.externalId)}
                onKeyDown={(e) => onKeyDown(e, row.externalId)}
                sx={{ cursor: "pointer", "&:focus-visible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: -2 } }}
              >
                <TableCell data-testid="example-number">{row.externalId}</TableCell>
                <TableCell data-testid="example-text" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {row.text}
                </TableCell>
                <TableCell>
                  <RatingBlock row={row} />
                </TableCell>
                {comparisonActive && (
                  <TableCell>
                    <ComparisonIcons row={row} />
                  </TableCell>
                )}
                <TableCell align="right" sx={{ whiteSpace: "nowrap" }}>
                  <IconButton
                    size="small"
                    aria-label={translate("EXAMPLES.EDIT_ROW", { id: row.externalId })}
                    data-testid="example-edit"
                    onClick={(e) => {
                      e.stopPropagation();
                      onEdit(row);
                    }}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate("EXAMPLES.DELETE_ROW", { id: row.externalId })}
                    data-testid="example-delete"
                    onClick={(e) => {
                      e.stopPropagation();
                      onDelete(row);
                    }}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
