/**
 * The requirement with its findings highlighted, built from the finding offsets as
 * React elements: the text is never parsed as HTML. Overlapping findings never hide
 * each other: each stretch of text gets one <mark> carrying the classes (and colours)
 * of every finding that covers it. Invisible text-direction controls are shown as a marked
 * symbol naming the code point ([U+202E]), so the text reads as it is stored. A finding
 * that judges the whole text (intuition) gets no mark, so it does not cut the text into
 * fragments; FindingList names it with the rest.
 *
 * FindingList lists every finding's text, message and replacement below the text, so
 * they are read without hovering (touch screens, screen readers).
 */
import { Box } from "@mui/material";
import type { ReactNode } from "react";
import { useTranslate } from "ra-core";
import { BIDI_CONTROL, bidiSymbol } from "../../engine/highlight";
import type { AnalysisClassification } from "../../schemas/generated/types";
import { findingClass, findingColour } from "./findingStyles";

export interface HighlightSegment {
  start: number;
  end: number;
  text: string;
  /** Finding types covering this stretch, in the classifications' order; empty for plain text. */
  types: string[];
  messages: string[];
}

/** Cuts the text at every finding boundary; offsets are half-open UTF-16 offsets, clamped to the text. */
export function buildSegments(text: string, classifications: readonly AnalysisClassification[]): HighlightSegment[] {
  const spans = classifications.flatMap((c) =>
    c.findings
      .map((f) => ({
        type: c.classificationKey as string,
        start: Math.max(0, Math.min(text.length, Math.floor(f.start))),
        end: Math.max(0, Math.min(text.length, Math.floor(f.end))),
        message: f.message,
      }))
      .filter((s) => Number.isFinite(s.start) && Number.isFinite(s.end) && s.end > s.start),
  );
  const cuts = new Set<number>([0, text.length]);
  for (const s of spans) {
    cuts.add(s.start);
    cuts.add(s.end);
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: HighlightSegment[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const from = points[i];
    const to = points[i + 1];
    const covering = spans.filter((s) => s.start <= from && s.end >= to);
    segments.push({
      start: from,
      end: to,
      text: text.slice(from, to),
      types: [...new Set(covering.map((s) => s.type))],
      messages: [...new Set(covering.map((s) => s.message).filter(Boolean))],
    });
  }
  return segments;
}

/** The text, with every text-direction control as a marked symbol (React text, never HTML). */
export function visibleText(text: string): ReactNode {
  if (!BIDI_CONTROL.test(text)) return text;
  return [...text].map((ch, i) =>
    BIDI_CONTROL.test(ch) ? (
      <mark
        key={i}
        className="reqlens-bidi-control"
        title={bidiSymbol(ch)}
        style={{ outline: "1px dashed currentColor", background: "transparent", color: "inherit" }}
      >
        [{bidiSymbol(ch)}]
      </mark>
    ) : (
      ch
    ),
  );
}

function markBackground(types: string[]): { backgroundColor: string; backgroundImage?: string } {
  const colours = types.map(findingColour);
  if (colours.length === 1) return { backgroundColor: colours[0] };
  // Horizontal bands, one per finding type, so that every overlapping finding stays visible.
  const step = 100 / colours.length;
  const stops = colours.map((c, i) => `${c} ${(i * step).toFixed(2)}% ${((i + 1) * step).toFixed(2)}%`).join(", ");
  return { backgroundColor: colours[0], backgroundImage: `linear-gradient(180deg, ${stops})` };
}

/** Finding types that judge the text as a whole: listed, not highlighted. */
const WHOLE_TEXT_TYPES: ReadonlySet<string> = new Set(["INTUITION"]);

export function HighlightedText({ text, classifications }: { text: string; classifications: readonly AnalysisClassification[] }) {
  const segments = buildSegments(
    text,
    classifications.filter((c) => !WHOLE_TEXT_TYPES.has(c.classificationKey)),
  );
  return (
    <Box component="span" data-testid="highlighted-text" sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 2 }}>
      {segments.map((segment) =>
        segment.types.length === 0 ? (
          <span key={segment.start}>{visibleText(segment.text)}</span>
        ) : (
          <Box
            component="mark"
            key={segment.start}
            className={segment.types.map(findingClass).join(" ")}
            data-finding-types={segment.types.join(" ")}
            title={segment.messages.join("\n") || undefined}
            sx={{
              ...markBackground(segment.types),
              color: "inherit",
              borderRadius: "3px",
              px: "1px",
              boxShadow: segment.types.length > 1 ? "inset 0 -2px 0 rgba(0,0,0,0.35)" : "inset 0 -2px 0 rgba(0,0,0,0.15)",
            }}
          >
            {visibleText(segment.text)}
          </Box>
        ),
      )}
    </Box>
  );
}

/** Every finding in the order of the text: its type, the words found, the message and the replacement. */
export function FindingList({ text, classifications }: { text: string; classifications: readonly AnalysisClassification[] }) {
  const translate = useTranslate();
  const findings = classifications
    .flatMap((c) => c.findings.map((f) => ({ ...f, type: c.classificationKey as string })))
    .sort((a, b) => a.start - b.start || a.end - b.end);
  if (findings.length === 0) return null;
  return (
    <Box component="ul" data-testid="finding-list" sx={{ listStyle: "none", m: 0, mt: 1.5, p: 0, display: "grid", gap: 0.75 }}>
      {findings.map((f, i) => (
        <Box
          component="li"
          key={`${f.type}-${f.start}-${f.end}-${i}`}
          data-testid="finding-item"
          data-finding-type={f.type}
          sx={{ display: "flex", gap: 1, alignItems: "baseline", minWidth: 0 }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{
              flex: "0 0 auto",
              width: 12,
              height: 12,
              borderRadius: "3px",
              bgcolor: findingColour(f.type),
              border: "1px solid rgba(0,0,0,0.25)",
            }}
          />
          <Box component="span" sx={{ minWidth: 0, overflowWrap: "anywhere" }}>
            <strong>{translate(`CHECK.CLASSIFICATION.${f.type}`, { _: f.type })}</strong>
            {!WHOLE_TEXT_TYPES.has(f.type) && f.text && f.text !== text && <> {translate("CHECK.RESULT.QUOTED", { text: f.text })}</>}
            {f.message && (
              <>
                : <span data-testid="finding-message">{f.message}</span>
              </>
            )}
            {f.replacement && (
              <>
                {" "}
                <span data-testid="finding-replacement">{translate("CHECK.RESULT.REPLACEMENT", { replacement: f.replacement })}</span>
              </>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
