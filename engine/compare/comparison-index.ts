/**
 * An inverted index of requirements for finding comparison candidates without comparing
 * all pairs.
 *
 * Each requirement is stored in a slot with the terms of its normalised meaning
 * (meaning/index.ts; as integer ids and counts), the character trigrams of the meaning's
 * text and the roles of its main clause. Every term has a posting list of the slots that contain it.
 * `candidates` walks the posting lists of the query's terms from the rarest to the most
 * frequent within a budget of postings, accumulates ln(1 + N/df)² per shared term, keeps
 * the best `max(4k, 64)` slots and scores only those exactly (similarity.ts). Requirements
 * with the same exact key are always candidates. Frequent terms cost nothing when the
 * budget is spent on rare ones, so a query touches a bounded number of postings whatever
 * the size of the index.
 *
 * Removal leaves a tombstone in the posting lists; a list is compacted when more than half
 * of it is dead.
 */
import { LRUCache } from "lru-cache";
import type { Language } from "../types.js";
import type { ClauseReading } from "../reading/clauses.js";
import { readRequirement } from "../reading/index.js";
import { lean } from "./lean.js";
import { dice, trigrams } from "./features.js";
import { meaningOf, meaningTermOfStem, slotPenalty, type MeaningSlots, type TextFeatures } from "./meaning/index.js";
import { combine } from "./similarity.js";
import { exactKey } from "./text.js";

export interface IndexOptions {
  /** Postings a candidate query may visit (default 16,000). */
  postingBudget?: number;
  /**
   * Keep the reading of every requirement in the index itself rather than in the thread's
   * READINGS (a batch compared once, compareAll): a set larger than READINGS would read most
   * requirements again and again, and each new reading is read again by every conflict class.
   */
  keepReadings?: boolean;
}

export interface Candidate {
  id: string;
  /** Similarity 0..1 (similarity.ts). */
  score: number;
}

export interface QueryStats {
  /** Posting entries visited. */
  postingsVisited: number;
  /** Requirements that were scored exactly. */
  candidatesScored: number;
  /** Query terms whose posting lists were not walked (too frequent for the budget). */
  termsSkipped: number;
}

/** The query side of `candidates`: a stored requirement's id, or features of any text. */
export type Query = string | TextFeatures;

interface Doc {
  id: string;
  text: string;
  language: Language;
  key: string;
  termIds: Int32Array;
  termCounts: Uint16Array;
  trigrams: Int32Array;
  slots: MeaningSlots;
}

/**
 * The clause readings used most recently, shared by every index of this thread (a server
 * thread keeps the indexes of many comparison databases), so their memory is bounded per
 * thread: about 4 KB each. The contradiction check reads a candidate's reading again and
 * again. Keys are an index's base plus the slot.
 */
const READINGS = new LRUCache<number, ClauseReading>({ max: 12_000 });
/**
 * Keys per index: an index numbers a new slot for every addition, and 2^27 of them (whose
 * slot array alone would take a gigabyte) leave room for 2^26 indexes per thread within
 * the integers a double holds exactly.
 */
const SLOTS_PER_INDEX = 2 ** 27;

/** What an index needs of a store of readings (READINGS or a Map). */
interface ReadingStore {
  get(key: number): ClauseReading | undefined;
  set(key: number, reading: ClauseReading): unknown;
  delete(key: number): boolean;
}
let nextReadingBase = 0;

export class ComparisonIndex {
  private readonly docs: Array<Doc | undefined> = [];
  private readonly slotOf = new Map<string, number>();
  private readonly byKey = new Map<string, number[]>();
  private readonly termIds = new Map<string, number>();
  private readonly termNames: string[] = [];
  private df = new Int32Array(1024);
  private postings: Int32Array[] = [];
  private postingLength = new Int32Array(1024);
  private dead = new Int32Array(1024);
  private live = 0;
  private scores = new Float32Array(1024);
  /** Slots touched by the current query (reused between queries). */
  private touched = new Int32Array(0);
  /** Per slot: 1 while the requirement is stored (flat arrays keep the hot loops off the objects). */
  private alive = new Uint8Array(1024);
  /** Per slot: 1 / sqrt(number of distinct terms). */
  private lengthNorm = new Float32Array(1024);
  /** The reading of the requirement added last, which the contradiction check usually reads next. */
  private lastAdded: { slot: number; reading: ClauseReading } | null = null;
  /** Where the readings are kept: the thread's READINGS, or a map of this index's own (keepReadings). */
  private readonly readings: ReadingStore;
  /** This index's part of the keys of READINGS. */
  private readonly readingBase = nextReadingBase++ * SLOTS_PER_INDEX;
  /**
   * Changes with every add and remove (N and df move, so every idf does). The idf of a
   * term and the TF-IDF norm of a stored requirement are cached for the version they were
   * computed in: queries between two changes (a whole batch of jobs) compute each once.
   */
  private version = 1;
  private idfCache = new Float64Array(1024);
  private idfVersion = new Int32Array(1024);
  private normCache = new Float64Array(1024);
  private normVersion = new Int32Array(1024);
  private readonly postingBudget: number;
  /** Figures of the last `candidates` call. */
  lastQuery: QueryStats = { postingsVisited: 0, candidatesScored: 0, termsSkipped: 0 };

  constructor(options: IndexOptions = {}) {
    this.postingBudget = options.postingBudget ?? 16_000;
    this.readings = options.keepReadings ? new Map<number, ClauseReading>() : READINGS;
  }

  /** Number of requirements in the index. */
  get size(): number {
    return this.live;
  }

  /** Number of distinct terms ever indexed. */
  get termCount(): number {
    return this.termIds.size;
  }

  has(id: string): boolean {
    return this.slotOf.has(id);
  }

  text(id: string): string | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.docs[slot]?.text;
  }

  language(id: string): Language | undefined {
    const slot = this.slotOf.get(id);
    return slot === undefined ? undefined : this.docs[slot]?.language;
  }

  ids(): IterableIterator<string> {
    return this.slotOf.keys();
  }

  /** Adds (or replaces) a requirement. */
  add(id: string, text: string, language: Language): void {
    if (this.slotOf.has(id)) this.remove(id);
    this.version++;
    // The clause reading is kept for the contradiction check, which reads it next.
    const reading = lean(readRequirement(text, language));
    const { terms, text: meaningText, ...slots } = meaningOf(text, language, reading);
    const termIds = new Int32Array(terms.size);
    const termCounts = new Uint16Array(terms.size);
    let k = 0;
    for (const [term, count] of terms) {
      termIds[k] = this.termId(term);
      termCounts[k] = Math.min(count, 65535);
      k++;
    }
    const slot = this.docs.length;
    const doc: Doc = { id, text, language, key: exactKey(text), termIds, termCounts, trigrams: trigrams(meaningText), slots };
    this.docs.push(doc);
    this.slotOf.set(id, slot);
    const sameKey = this.byKey.get(doc.key);
    if (sameKey) sameKey.push(slot);
    else this.byKey.set(doc.key, [slot]);
    for (let i = 0; i < termIds.length; i++) this.post(termIds[i], slot);
    this.live++;
    if (this.alive.length <= slot) {
      // Scores are all zero between queries, so a larger array need not copy them.
      this.scores = new Float32Array(this.alive.length * 2);
      const alive = new Uint8Array(this.alive.length * 2);
      alive.set(this.alive);
      this.alive = alive;
      const lengthNorm = new Float32Array(this.lengthNorm.length * 2);
      lengthNorm.set(this.lengthNorm);
      this.lengthNorm = lengthNorm;
      // Cached norms start stale (version 0 is never current).
      this.normCache = new Float64Array(this.alive.length);
      this.normVersion = new Int32Array(this.alive.length);
    }
    this.alive[slot] = 1;
    this.lengthNorm[slot] = 1 / Math.sqrt(termIds.length || 1);
    // Kept aside, not in READINGS: adding many (loading a database) would churn the cache.
    this.lastAdded = { slot, reading };
  }

  /** Removes a requirement; returns false when it was not there. */
  remove(id: string): boolean {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return false;
    this.version++;
    const doc = this.docs[slot]!;
    this.slotOf.delete(id);
    this.docs[slot] = undefined;
    this.alive[slot] = 0;
    this.readings.delete(this.readingBase + slot);
    if (this.lastAdded?.slot === slot) this.lastAdded = null;
    const sameKey = this.byKey.get(doc.key)!;
    sameKey.splice(sameKey.indexOf(slot), 1);
    if (sameKey.length === 0) this.byKey.delete(doc.key);
    for (const t of doc.termIds) {
      this.df[t]--;
      this.dead[t]++;
      if (this.dead[t] * 2 > this.postingLength[t]) this.compact(t);
    }
    this.live--;
    return true;
  }

  /** The features of a stored requirement (for queries against another index). */
  features(id: string): TextFeatures | undefined {
    const slot = this.slotOf.get(id);
    const doc = slot === undefined ? undefined : this.docs[slot];
    if (!doc) return undefined;
    const terms = new Map<string, number>();
    for (let i = 0; i < doc.termIds.length; i++) terms.set(this.termNames[doc.termIds[i]], doc.termCounts[i]);
    return { language: doc.language, key: doc.key, terms, trigrams: doc.trigrams, slots: doc.slots };
  }

  /** The clause reading of a stored requirement (cached). */
  reading(id: string): ClauseReading | undefined {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return undefined;
    if (this.lastAdded?.slot === slot) return this.lastAdded.reading;
    let r = this.readings.get(this.readingBase + slot);
    if (!r) {
      const doc = this.docs[slot]!;
      r = lean(readRequirement(doc.text, doc.language));
      this.readings.set(this.readingBase + slot, r);
    }
    return r;
  }

  /** Whether a stored requirement contains any of the given terms (stems, read as meaning terms). */
  hasAnyTerm(id: string, terms: ReadonlySet<string>): boolean {
    const slot = this.slotOf.get(id);
    const doc = slot === undefined ? undefined : this.docs[slot];
    if (!doc) return false;
    const wanted = this.termIdsOf(terms, doc.language);
    for (const t of doc.termIds) if (wanted.has(t)) return true;
    return false;
  }

  /** The last term set asked about, per language: one requirement asks about each of its candidates in turn. */
  private lastTerms: { terms: ReadonlySet<string>; language: Language; size: number; ids: Set<number> } | null = null;

  /** The ids of the meaning terms of `terms` (stems) known to the index. */
  private termIdsOf(terms: ReadonlySet<string>, language: Language): Set<number> {
    const last = this.lastTerms;
    // The term count guards against a set asked about again after a term was indexed meanwhile.
    if (last && last.terms === terms && last.language === language && last.size === this.termNames.length) return last.ids;
    const ids = new Set<number>();
    for (const stem of terms) {
      const t = this.termIds.get(meaningTermOfStem(stem, language));
      if (t !== undefined) ids.add(t);
    }
    this.lastTerms = { terms, language, size: this.termNames.length, ids };
    return ids;
  }

  /** Similarity of two stored requirements (similarity.ts). */
  similarity(a: string, b: string): number {
    const sa = this.slotOf.get(a);
    const sb = this.slotOf.get(b);
    if (sa === undefined || sb === undefined) return 0;
    const da = this.docs[sa]!;
    const db = this.docs[sb]!;
    if (da.key === db.key) return 1;
    const q = this.vector(da.termIds, da.termCounts);
    return combine(this.cosine(q, sb, db), dice(da.trigrams, db.trigrams), slotPenalty(da.slots, db.slots));
  }

  /**
   * The `k` most similar requirements to a stored requirement (by id, itself excluded) or
   * to the features of any text, best first.
   */
  candidates(query: Query, k = 20): Candidate[] {
    const stats: QueryStats = { postingsVisited: 0, candidatesScored: 0, termsSkipped: 0 };
    this.lastQuery = stats;
    let self = -1;
    let qIds: Int32Array;
    let qCounts: Uint16Array;
    let qTrigrams: Int32Array;
    let qKey: string;
    let qSlots: MeaningSlots;
    if (typeof query === "string") {
      self = this.slotOf.get(query) ?? -1;
      const doc = self >= 0 ? this.docs[self] : undefined;
      if (!doc) return [];
      qIds = doc.termIds;
      qCounts = doc.termCounts;
      qTrigrams = doc.trigrams;
      qKey = doc.key;
      qSlots = doc.slots;
    } else {
      const ids: number[] = [];
      const counts: number[] = [];
      for (const [term, count] of query.terms) {
        const t = this.termIds.get(term);
        if (t === undefined) continue;
        ids.push(t);
        counts.push(count);
      }
      qIds = Int32Array.from(ids);
      qCounts = Uint16Array.from(counts);
      qTrigrams = query.trigrams;
      qKey = query.key;
      qSlots = query.slots;
    }

    // Accumulate over posting lists, rarest term first, within the budget.
    const order = Array.from(qIds.keys()).sort((x, y) => this.df[qIds[x]] - this.df[qIds[y]]);
    if (this.touched.length < this.postingBudget) this.touched = new Int32Array(this.postingBudget);
    const touched = this.touched;
    let touchedCount = 0;
    const scores = this.scores;
    const alive = this.alive;
    let budget = this.postingBudget;
    for (const qi of order) {
      const t = qIds[qi];
      const length = this.postingLength[t];
      if (length === 0) continue;
      if (length > budget && touchedCount > 0) {
        stats.termsSkipped++;
        continue;
      }
      const idf = this.idf(t);
      const w = idf * idf * (1 + Math.log(qCounts[qi]));
      const list = this.postings[t];
      // Newest first, so that a partial walk of a huge list favours recent requirements.
      const stop = Math.max(0, length - budget);
      for (let p = length - 1; p >= stop; p--) {
        const slot = list[p];
        if (slot === self || alive[slot] === 0) continue;
        if (scores[slot] === 0) touched[touchedCount++] = slot;
        scores[slot] += w;
      }
      const walked = length - stop;
      stats.postingsVisited += walked;
      budget -= walked;
      if (budget <= 0) break;
    }
    // Exact duplicates are always candidates.
    const boost = new Set<number>();
    for (const slot of this.byKey.get(qKey) ?? []) if (slot !== self) boost.add(slot);

    // Keep the best M by accumulated score (normalised by the square root of the length).
    const m = Math.max(4 * k, 64);
    const heap = new TopK(m);
    const lengthNorm = this.lengthNorm;
    for (let i = 0; i < touchedCount; i++) {
      const slot = touched[i];
      heap.push(slot, scores[slot] * lengthNorm[slot]);
      scores[slot] = 0;
    }
    const selected = new Set<number>(heap.slots());
    for (const slot of boost) selected.add(slot);

    const qVector = this.vector(qIds, qCounts);
    const out: Candidate[] = [];
    for (const slot of selected) {
      const doc = this.docs[slot]!;
      stats.candidatesScored++;
      const score = doc.key === qKey ? 1 : combine(this.cosine(qVector, slot, doc), dice(qTrigrams, doc.trigrams), slotPenalty(qSlots, doc.slots));
      out.push({ id: doc.id, score });
    }
    out.sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    // Exact duplicates are kept even beyond k.
    let end = Math.min(k, out.length);
    while (end < out.length && out[end].score === 1) end++;
    return out.slice(0, end);
  }

  // ------------------------------------------------------------------ internals

  private idf(t: number): number {
    if (this.idfVersion[t] !== this.version) {
      this.idfCache[t] = Math.log(1 + this.live / Math.max(1, this.df[t]));
      this.idfVersion[t] = this.version;
    }
    return this.idfCache[t];
  }

  /** TF-IDF norm of a stored requirement (cached per version). */
  private norm(slot: number, doc: Doc): number {
    if (this.normVersion[slot] !== this.version) {
      let sum = 0;
      for (let i = 0; i < doc.termIds.length; i++) {
        const w = (1 + Math.log(doc.termCounts[i])) * this.idf(doc.termIds[i]);
        sum += w * w;
      }
      this.normCache[slot] = Math.sqrt(sum);
      this.normVersion[slot] = this.version;
    }
    return this.normCache[slot];
  }

  /** Query vector: term id -> weight, with its norm. */
  private vector(ids: Int32Array, counts: Uint16Array): { weights: Map<number, number>; norm: number } {
    const weights = new Map<number, number>();
    let sum = 0;
    for (let i = 0; i < ids.length; i++) {
      const w = (1 + Math.log(counts[i])) * this.idf(ids[i]);
      weights.set(ids[i], w);
      sum += w * w;
    }
    return { weights, norm: Math.sqrt(sum) };
  }

  private cosine(q: { weights: Map<number, number>; norm: number }, slot: number, b: Doc): number {
    let dot = 0;
    for (let i = 0; i < b.termIds.length; i++) {
      const qw = q.weights.get(b.termIds[i]);
      if (qw === undefined) continue;
      const w = (1 + Math.log(b.termCounts[i])) * this.idf(b.termIds[i]);
      dot += qw * w;
    }
    const norm = this.norm(slot, b) * q.norm;
    return norm === 0 ? 0 : dot / norm;
  }

  private termId(term: string): number {
    let t = this.termIds.get(term);
    if (t === undefined) {
      t = this.termIds.size;
      this.termIds.set(term, t);
      this.termNames.push(term);
      if (t >= this.df.length) {
        const size = this.df.length * 2;
        this.df = grow(this.df, size);
        this.postingLength = grow(this.postingLength, size);
        this.dead = grow(this.dead, size);
        this.idfCache = new Float64Array(size);
        this.idfVersion = new Int32Array(size);
      }
      this.postings.push(new Int32Array(2));
    }
    return t;
  }

  private post(t: number, slot: number): void {
    let list = this.postings[t];
    const length = this.postingLength[t];
    if (length === list.length) {
      list = grow(list, list.length * 2);
      this.postings[t] = list;
    }
    list[length] = slot;
    this.postingLength[t] = length + 1;
    this.df[t]++;
  }

  private compact(t: number): void {
    const list = this.postings[t];
    let w = 0;
    for (let r = 0; r < this.postingLength[t]; r++) if (this.alive[list[r]] === 1) list[w++] = list[r];
    this.postingLength[t] = w;
    this.dead[t] = 0;
    if (list.length > 16 && w < list.length / 4) this.postings[t] = list.slice(0, Math.max(2, w * 2));
  }
}

function grow(a: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const b = new Int32Array(size);
  b.set(a);
  return b;
}

/** A bounded min-heap keeping the `capacity` best (slot, score) pairs. */
class TopK {
  private readonly slotHeap: Int32Array;
  private readonly scoreHeap: Float64Array;
  private n = 0;

  constructor(private readonly capacity: number) {
    this.slotHeap = new Int32Array(capacity);
    this.scoreHeap = new Float64Array(capacity);
  }

  push(slot: number, score: number): void {
    if (this.n < this.capacity) {
      let i = this.n++;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (this.scoreHeap[parent] <= score) break;
        this.slotHeap[i] = this.slotHeap[parent];
        this.scoreHeap[i] = this.scoreHeap[parent];
        i = parent;
      }
      this.slotHeap[i] = slot;
      this.scoreHeap[i] = score;
      return;
    }
    if (score <= this.scoreHeap[0]) return;
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      if (l >= this.n) break;
      const r = l + 1;
      const c = r < this.n && this.scoreHeap[r] < this.scoreHeap[l] ? r : l;
      if (this.scoreHeap[c] >= score) break;
      this.slotHeap[i] = this.slotHeap[c];
      this.scoreHeap[i] = this.scoreHeap[c];
      i = c;
    }
    this.slotHeap[i] = slot;
    this.scoreHeap[i] = score;
  }

  slots(): Int32Array {
    return this.slotHeap.slice(0, this.n);
  }
}
