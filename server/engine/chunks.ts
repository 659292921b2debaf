/** How a batch is split across the engine threads (server/plugins/app/engine-pool.ts). */

/** Characters per chunk of a batch: about 10 ms of engine time, so another client waits about that long for a thread. */
export const CHUNK_CHARACTERS = 40_000;

/** [from, to) ranges of a batch: about CHUNK_CHARACTERS characters each, at least one per thread, none empty. */
export function chunkRanges(lengths: readonly number[], threads: number): Array<[number, number]> {
  let characters = 0;
  for (const length of lengths) characters += length;
  const count = Math.min(lengths.length, Math.max(threads, Math.ceil(characters / CHUNK_CHARACTERS)));
  if (count <= 1) return [[0, lengths.length]];
  const target = characters / count;
  const ranges: Array<[number, number]> = [];
  let from = 0;
  let size = 0;
  for (let i = 0; i < lengths.length; i++) {
    size += lengths[i];
    const chunksLeft = count - ranges.length - 1;
    // Close the chunk at its share of the characters, or when each chunk still to come needs one of the items left.
    if (chunksLeft > 0 && (size >= target || lengths.length - i - 1 === chunksLeft)) {
      ranges.push([from, i + 1]);
      from = i + 1;
      size = 0;
    }
  }
  ranges.push([from, lengths.length]);
  return ranges;
}
