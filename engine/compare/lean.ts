/**
 * Readings made lean: what a comparison keeps of thousands of requirements (their clause readings
 * and what every conflict class read of them) is mostly empty sets and maps, and an empty Set
 * takes about a hundred bytes. `lean` puts one shared empty set or map in their place, and a small
 * set or map (up to SMALL members) in arrays: a hash table takes about twice the bytes, and a
 * lookup among a few members is as fast. All of them throw when something is added, so a reading
 * changed after it was made lean fails loudly.
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

/** Most members a set or map keeps in an array instead of a hash table (a lookup reads them all). */
const SMALL = 16;

/** The members in an array of their number (an array grown by pushing keeps room to spare). */
function exactly<T>(members: Iterable<T>, size: number): T[] {
  const out = new Array<T>(size);
  let i = 0;
  for (const m of members) out[i++] = m;
  return out;
}

function readOnly(): never {
  throw new TypeError("a lean reading is not changed");
}

/** A small set in an array: a hash table of eight members takes about twice the bytes. */
class SmallSet<T> implements ReadonlySet<T> {
  constructor(private readonly members: readonly T[]) {}
  get size(): number {
    return this.members.length;
  }
  has(value: T): boolean {
    return this.members.includes(value);
  }
  forEach(callback: (value: T, key: T, set: ReadonlySet<T>) => void, thisArg?: unknown): void {
    for (const m of this.members) callback.call(thisArg, m, m, this);
  }
  *entries(): SetIterator<[T, T]> {
    for (const m of this.members) yield [m, m];
  }
  keys(): SetIterator<T> {
    return this.members.values();
  }
  values(): SetIterator<T> {
    return this.members.values();
  }
  [Symbol.iterator](): SetIterator<T> {
    return this.members.values();
  }
  add = readOnly;
  delete = readOnly;
  clear = readOnly;
}
const EMPTY_MAP = new EmptyMap();
/** A small map in two arrays, for the same reason. */
class SmallMap<K, V> implements ReadonlyMap<K, V> {
  private readonly keyList: K[];
  private readonly valueList: V[];
  constructor(map: ReadonlyMap<K, V>) {
    this.keyList = exactly(map.keys(), map.size);
    this.valueList = exactly(map.values(), map.size);
  }
  get size(): number {
    return this.keyList.length;
  }
  get(key: K): V | undefined {
    const i = this.keyList.indexOf(key);
    return i < 0 ? undefined : this.valueList[i];
  }
  has(key: K): boolean {
    return this.keyList.includes(key);
  }
  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (let i = 0; i < this.keyList.length; i++) callback.call(thisArg, this.valueList[i], this.keyList[i], this);
  }
  *entries(): MapIterator<[K, V]> {
    for (let i = 0; i < this.keyList.length; i++) yield [this.keyList[i], this.valueList[i]];
  }
  keys(): MapIterator<K> {
    return this.keyList.values();
  }
  values(): MapIterator<V> {
    return this.valueList.values();
  }
  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }
  set = readOnly;
  delete = readOnly;
  clear = readOnly;
}

/** Levels of plain objects and arrays `lean` walks into. */
const LEAN_DEPTH = 3;

/** `value` with its empty sets and maps the shared empty ones and its small ones in arrays, in plain objects, arrays and map values up to LEAN_DEPTH levels down. */
export function lean<T>(value: T, depth = 0): T {
  if (value instanceof Set) return (value.size === 0 ? EMPTY_SET : value.size <= SMALL ? new SmallSet(exactly(value, value.size)) : value) as T;
  if (value instanceof Map) {
    if (value.size === 0) return EMPTY_MAP as T;
    if (depth < LEAN_DEPTH) for (const [k, v] of value) if (v instanceof Set) value.set(k, lean(v));
    return (value.size <= SMALL ? new SmallMap(value) : value) as T;
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
