import type { Db } from '../../db/client.js';
import { andInto, slotsOf, type MemoryIndex } from './memory-index.js';
import { currentIndex, dayOf, inCities, type IndexedKind } from './memory-search.js';

export interface MemoryListQuery {
  kind: IndexedKind;
  /** null: every city */
  cityIds: number[] | null;
  today: string;
  limit: number;
  offset: number;
}

/**
 * The ids of the listings listed on the day in the cities, in list order: services featured first
 * (the highest `featured` first), then every kind in its ties' order, which is its list order after
 * that (name and id; jobs newest first; organisations looking for volunteers first).
 */
function listOrder(index: MemoryIndex, kind: IndexedKind, cityIds: number[] | null, day: number): Int32Array {
  const key = `list ${kind} ${day} ${cityIds ? [...cityIds].sort((a, b) => a - b).join(',') : 'all'}`;
  return index.derive(key, () => {
    const listed = Uint32Array.from(index.listedOn(day));
    if (cityIds) andInto(listed, inCities(index, kind, cityIds));
    const featuredValues = [...new Set(slotsOf(listed).map((slot) => index.featured[slot]!))].sort(
      (a, b) => b - a,
    );
    const ids: number[] = [];
    const tieSlots = index.slotsInTieOrder();
    for (const featured of featuredValues) {
      for (const slot of tieSlots) {
        if (index.featured[slot] === featured && (listed[slot >>> 5]! >>> (slot & 31)) & 1)
          ids.push(index.ids[slot]!);
      }
    }
    return Int32Array.from(ids);
  });
}

/**
 * A list page (no search words) from the index: its ids and the total. Any page costs the same, where
 * PostgreSQL walks a list's index past every listing before the page. Null while the index is loading.
 */
export async function memoryListPage(
  db: Db,
  q: MemoryListQuery,
): Promise<{ ids: number[]; total: number } | null> {
  const current = await currentIndex(db, q.kind, []);
  if (!current) return null;
  const order = listOrder(current.index, q.kind, q.cityIds, dayOf(q.today));
  return { ids: Array.from(order.subarray(q.offset, q.offset + q.limit)), total: order.length };
}
