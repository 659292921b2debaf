/**
 * A deterministic generator of synthetic English requirements for scale tests and
 * benchmarks: "When <event>, the <actor> shall <verb> the <modifier> <object> within
 * <n> <unit>." and similar templates, from small word lists combined with a seeded
 * pseudo-random generator.
 */
import { ACTORS, VERBS, MODIFIERS, OBJECTS, EVENTS, UNITS, PERIODS } from "../lexicon/en/synthetic.js";

const TEMPLATES = [
  (p: Parts) => `The ${p.actor} shall ${p.verb} the ${p.mod} ${p.obj}s.`,
  (p: Parts) => `When ${p.event}, the ${p.actor} shall ${p.verb} the ${p.mod} ${p.obj} within ${p.n} ${p.unit}.`,
  (p: Parts) => `The ${p.actor} shall not ${p.verb} ${p.mod} ${p.obj}s without approval by the ${p.actor2}.`,
  (p: Parts) => `The ${p.actor} shall be able to ${p.verb} at least ${p.n} ${p.mod} ${p.obj}s per ${p.period}.`,
  (p: Parts) => `While ${p.event}, the ${p.actor} shall ${p.verb} every ${p.mod} ${p.obj} and ${p.verb2} its ${p.obj2}.`,
  (p: Parts) => `The ${p.actor} shall ${p.verb} the ${p.mod} ${p.obj} of each ${p.obj2} once per ${p.period}.`,
];

interface Parts {
  actor: string;
  actor2: string;
  verb: string;
  verb2: string;
  mod: string;
  obj: string;
  obj2: string;
  event: string;
  n: number;
  unit: string;
  period: string;
}

/** Mulberry32: a small seeded pseudo-random generator. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` synthetic requirements, the same for the same seed. */
export function syntheticRequirements(count: number, seed = 1): string[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const parts: Parts = {
      actor: pick(ACTORS),
      actor2: pick(ACTORS),
      verb: pick(VERBS),
      verb2: pick(VERBS),
      mod: pick(MODIFIERS),
      obj: pick(OBJECTS),
      obj2: pick(OBJECTS),
      event: pick(EVENTS),
      n: 1 + Math.floor(random() * 120),
      unit: pick(UNITS),
      period: pick(PERIODS),
    };
    out.push(pick(TEMPLATES)(parts));
  }
  return out;
}
