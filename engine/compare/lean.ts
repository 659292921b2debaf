/**
 * Readings made lean: what a comparison keeps of thousands of requirements (their clause readings
 * and what every conflict class read of them) is mostly empty sets and maps, and an empty Set
 * takes about a hundred bytes. `lean` puts one shared empty set or map in their place; both throw
 * when something is added, so a reading changed after it was made lean fails loudly.
 */
/** A set that stays empty, shared by every lean reading that has none of something. */
class EmptySet extends Set<never> {
  override add(): never {
    throw new TypeError("a lean reading is not changed");
  }
}
/** A map that stays empty, shared the same way. */
class EmptyMap extends Map<never, never> {
  override set(): never {
    throw new TypeError("a lean reading is not changed");
  }
}
const EMPTY_SET = new EmptySet();
const EMPTY_MAP = new EmptyMap();
/** Levels of plain objects and arrays `lean` walks into. */
const LEAN_DEPTH = 3;

/** `value` with its empty sets and maps, in plain objects, arrays and map values up to LEAN_DEPTH levels down, the shared empty ones. */
export function lean<T>(value: T, depth = 0): T {
  if (value instanceof Set) return (value.size === 0 ? EMPTY_SET : value) as T;
  if (value instanceof Map) {
    if (value.size === 0) return EMPTY_MAP as T;
    if (depth < LEAN_DEPTH) for (const [k, v] of value) if (v instanceof Set && v.size === 0) value.set(k, EMPTY_SET);
    return value;
  }
  if (depth >= LEAN_DEPTH || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) value[i] = lean(value[i], depth + 1);
    return value;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const fields = value as Record<string, unknown>;
  for (const key of Object.keys(fields)) fields[key] = lean(fields[key], depth + 1);
  return value;
}
