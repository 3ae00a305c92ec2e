import type { MemoryIndex } from './memory-index.js';
import { tsRank, type RankQuery } from './ts-rank.js';

const WEIGHT_BITS = 14;
const POSITION_MASK = (1 << WEIGHT_BITS) - 1;

/** One document handed to tsRank at a time, in buffers reused from one to the next (no garbage). */
const lexemes: string[] = [];
const entries: { positions: number[]; weights: number[] }[] = [];
const pool: { positions: number[]; weights: number[] }[] = [];

/**
 * `ts_rank` of the index's listings for one query, as PostgreSQL computes it (ts-rank.ts). ts_rank reads
 * only the document's lexemes that some operand matches, so each listing's document is handed over as
 * those lexemes alone, in its order: the same rank without rebuilding the whole document.
 */
export function rankerFor(index: MemoryIndex, query: RankQuery): (slot: number) => number {
  const wanted = new Uint8Array(index.lexemes.length);
  for (const o of query.operands) index.eachLexeme(o.lexeme, o.prefix, (id) => (wanted[id] = 1));
  const doc = { lexemes, entries };
  return (slot) => {
    const compact = index.docs[slot]!;
    let n = 0;
    for (let i = 0; i < compact.lexemes.length; i++) {
      const id = compact.lexemes[i]!;
      if (wanted[id] === 0) continue;
      const entry = (pool[n] ??= { positions: [], weights: [] });
      entries[n] = entry;
      const from = compact.starts[i]!;
      const count = compact.starts[i + 1]! - from;
      entry.positions.length = count;
      entry.weights.length = count;
      for (let j = 0; j < count; j++) {
        const packed = compact.positions[from + j]!;
        entry.positions[j] = packed & POSITION_MASK;
        entry.weights[j] = packed >>> WEIGHT_BITS;
      }
      lexemes[n] = index.lexemes[id]!;
      n++;
    }
    lexemes.length = n;
    entries.length = n;
    return tsRank(doc, query);
  };
}
