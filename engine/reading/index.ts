/**
 * The shared reading of one requirement: what several rules, the EARS pattern and the
 * analysis result read of the same text. `readingOf(ctx)` gives every caller with the same
 * context the same object, and each part is computed on first use and kept, so a part that
 * three rules read is computed once per requirement.
 */
import { defaultConfigurationFile, resolveConfig, type EngineConfig } from "../config.js";
import { tokenize } from "../tokenize.js";
import type { EarsPattern, Language, RuleContext } from "../types.js";
import { readClauses, type ClauseReading } from "./clauses.js";
import { findConditions, type Condition } from "./conditions.js";
import { findEars, type EarsReading } from "./ears.js";
import { modalUses, type ModalUse } from "./modal.js";
import { germanPassives } from "./passives.js";
import { scan, type Scan } from "./trigger-scan.js";

type Passive = { aux: number; participle: number };

export interface Reading {
  /** The trigger scan: which tokens may open a negation, passive, modal, condition, weak word … */
  readonly scan: Scan;
  /** The modal verbs, in text order. */
  readonly modalUses: readonly ModalUse[];
  /** The conditions, in text order. */
  readonly conditions: readonly Condition[];
  /** The EARS pattern of the first sentence. */
  readonly ears: EarsPattern;
  /** The EARS pattern with the reason why there is none ("should", a condition after the main clause). */
  readonly earsReading: EarsReading;
  /** German passives (auxiliary and participle); with `statePassive`, "ist … geschlossen" too. */
  germanPassives(statePassive?: boolean): readonly Passive[];
  /** The clauses (subject, modal, polarity, action, objects, quantities) the comparison reads. */
  readonly clauses: ClauseReading;
}

class LazyReading implements Reading {
  #scan?: Scan;
  #modalUses?: ModalUse[];
  #conditions?: Condition[];
  #ears?: EarsReading;
  #clauses?: ClauseReading;
  readonly #passives = new Map<boolean, Passive[]>();

  constructor(private readonly ctx: RuleContext) {}

  get scan(): Scan {
    return (this.#scan ??= scan(this.ctx.tokens, this.ctx.config, this.ctx.language));
  }

  get modalUses(): readonly ModalUse[] {
    return (this.#modalUses ??= modalUses(this.ctx));
  }

  get conditions(): readonly Condition[] {
    return (this.#conditions ??= findConditions(this.ctx));
  }

  get ears(): EarsPattern {
    return this.earsReading.pattern;
  }

  get earsReading(): EarsReading {
    return (this.#ears ??= findEars(this.ctx, this.modalUses));
  }

  get clauses(): ClauseReading {
    return (this.#clauses ??= readClauses(this.ctx.tokens, this.ctx.language, this.modalUses));
  }

  germanPassives(statePassive = false): readonly Passive[] {
    let found = this.#passives.get(statePassive);
    if (!found) this.#passives.set(statePassive, (found = germanPassives(this.ctx.tokens, this.ctx.config, statePassive)));
    return found;
  }
}

/**
 * The last context read and its reading. The rules of one analysis run one after another on
 * the same context, so one slot is enough; a WeakMap per context would leave the garbage
 * collector an entry for every requirement analysed.
 */
let last: { ctx: RuleContext; reading: Reading } | undefined;

/** The reading of the requirement of this context, the same object for every caller. */
export function readingOf(ctx: RuleContext): Reading {
  if (last?.ctx !== ctx) last = { ctx, reading: new LazyReading(ctx) };
  return last.reading;
}

/**
 * The configuration the comparison reads with: the default one, so that comparing two
 * requirements never depends on whose configuration the caller has.
 */
const comparisonConfig: Partial<Record<Language, EngineConfig>> = {};

/**
 * The clause reading of a requirement from its text: tokenized once, and the clauses read
 * from the shared reading of those tokens (`readingOf(ctx).clauses`), modal uses included.
 */
export function readRequirement(text: string, language: Language): ClauseReading {
  const config = (comparisonConfig[language] ??= resolveConfig(defaultConfigurationFile(), language));
  return readingOf({ text, language, ...tokenize(text, language), config, findings: [] }).clauses;
}
