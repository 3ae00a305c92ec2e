import { parseTsvector, type RankDoc } from './ts-rank.js';

/**
 * The search documents of one listing table in memory: each listing's lexemes with their positions, and
 * for each lexeme the listings holding it. A search finds, counts and keys its matches here with a few
 * bitset operations instead of PostgreSQL visiting every match on the heap (1–2 µs each: a broad word
 * in every city has 17,000 matches on the bench's 100,000 listings), and ranks only the matches that
 * can reach the page (memory-search.ts).
 */

/** What a search needs of a listing besides its document. */
export interface IndexedListing {
  id: number;
  status: number;
  featured: number;
  /** listing dates as days since 1970-01-01 (a listing without dates is never in them) */
  startDay: number;
  endDay: number;
  /** jobs: the job's city, else null */
  cityId: number | null;
  /** `search_doc::text` */
  doc: string;
}

/** A document in compact form: lexeme ids in the order PostgreSQL stores them, positions packed. */
export interface CompactDoc {
  lexemes: Int32Array;
  /** start of each lexeme's positions in `positions` (length lexemes + 1) */
  starts: Uint16Array | Uint32Array;
  /** position (bits 0–13) and weight (bits 14–15: 3 = A … 0 = D), as PostgreSQL packs them */
  positions: Uint16Array;
}

const WEIGHT_SHIFT = 14;

/** A document in compact form: lexeme ids in its order, positions and weights packed as PostgreSQL packs them. */
function compactDoc(doc: RankDoc, lexemeId: (text: string) => number): CompactDoc {
  const lexemes = Int32Array.from(doc.lexemes, lexemeId);
  const count = doc.entries.reduce((n, e) => n + e.positions.length, 0);
  const positions = new Uint16Array(count);
  const starts = count < 65536 ? new Uint16Array(lexemes.length + 1) : new Uint32Array(lexemes.length + 1);
  let at = 0;
  doc.entries.forEach((entry, i) => {
    starts[i] = at;
    for (let j = 0; j < entry.positions.length; j++) {
      positions[at++] = entry.positions[j]! | (entry.weights[j]! << WEIGHT_SHIFT);
    }
  });
  starts[lexemes.length] = at;
  return { lexemes, starts, positions };
}

/** A growing, sorted list of listing slots. */
class SlotList {
  items = new Int32Array(4);
  size = 0;

  add(slot: number): void {
    if (this.size === this.items.length) {
      const bigger = new Int32Array(this.items.length * 2);
      bigger.set(this.items);
      this.items = bigger;
    }
    let at = this.size;
    if (at > 0 && this.items[at - 1]! > slot) at = this.lowerBound(slot);
    this.items.copyWithin(at + 1, at, this.size);
    this.items[at] = slot;
    this.size++;
  }

  remove(slot: number): void {
    const at = this.lowerBound(slot);
    if (at < this.size && this.items[at] === slot) {
      this.items.copyWithin(at, at + 1, this.size);
      this.size--;
    }
  }

  private lowerBound(slot: number): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.items[mid]! < slot) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
}

/** derived values kept per version of an index: listed-today sets and list orders of cities */
const MAX_DERIVED = 256;

/** A set of listing slots. */
export type Bits = Uint32Array;

export class MemoryIndex {
  private readonly slotOf = new Map<number, number>();
  private readonly freeSlots: number[] = [];
  readonly ids: number[] = [];
  readonly listings: (IndexedListing | null)[] = [];
  /** each slot's `featured`, the first key of a services' search */
  featured = new Uint8Array(1024);
  readonly docs: (CompactDoc | null)[] = [];
  readonly lexemes: string[] = [];
  private readonly lexemeId = new Map<string, number>();
  private readonly postings: SlotList[] = [];
  /** lexeme ids in string order, for prefixes; rebuilt when a lexeme joins */
  private sorted: number[] | null = null;
  /** each slot's place in the order that breaks ties of rank (names: the database's collation) */
  tieOrder = new Int32Array(0);
  /** bumps on every change: what `derived` holds is of one version */
  private version = 0;
  private derived = { version: -1, values: new Map<string, unknown>() };

  get slots(): number {
    return this.ids.length;
  }

  emptyBits(): Bits {
    return new Uint32Array((this.ids.length + 31) >>> 5);
  }

  /** Adds or replaces a listing. */
  put(listing: IndexedListing): void {
    this.remove(listing.id);
    const slot = this.freeSlots.pop() ?? this.ids.length;
    const doc = compactDoc(parseTsvector(listing.doc), (text) => this.idOf(text));
    for (const id of doc.lexemes) this.postings[id]!.add(slot);
    this.ids[slot] = listing.id;
    if (slot >= this.featured.length) {
      const bigger = new Uint8Array(this.featured.length * 2);
      bigger.set(this.featured);
      this.featured = bigger;
    }
    this.featured[slot] = listing.featured;
    this.listings[slot] = { ...listing, doc: '' };
    this.docs[slot] = doc;
    this.slotOf.set(listing.id, slot);
    this.version++;
  }

  /** The lexeme's id; a new lexeme joins the lexicon. */
  private idOf(text: string): number {
    let id = this.lexemeId.get(text);
    if (id === undefined) {
      id = this.lexemes.length;
      this.lexemes.push(text);
      this.lexemeId.set(text, id);
      this.postings.push(new SlotList());
      this.sorted = null;
    }
    return id;
  }

  remove(id: number): void {
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    for (const lexeme of this.docs[slot]!.lexemes) this.postings[lexeme]!.remove(slot);
    this.slotOf.delete(id);
    this.listings[slot] = null;
    this.docs[slot] = null;
    this.ids[slot] = -1;
    this.freeSlots.push(slot);
    this.version++;
  }

  /** The slots holding the lexeme, or with `prefix` any lexeme starting with it, added to `into`. */
  addLexeme(into: Bits, text: string, prefix: boolean): void {
    this.eachLexeme(text, prefix, (id) => this.addPostings(into, id));
  }

  /** The ids of the lexeme, or with `prefix` of every lexeme starting with it. */
  eachLexeme(text: string, prefix: boolean, visit: (id: number) => void): void {
    if (!prefix) {
      const id = this.lexemeId.get(text);
      if (id !== undefined) visit(id);
      return;
    }
    const sorted = this.sortedLexemes();
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.lexemes[sorted[mid]!]! < text) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < sorted.length && this.lexemes[sorted[i]!]!.startsWith(text); i++) visit(sorted[i]!);
  }

  private addPostings(into: Bits, id: number): void {
    const list = this.postings[id]!;
    for (let i = 0; i < list.size; i++) {
      const slot = list.items[i]!;
      into[slot >>> 5]! |= 1 << (slot & 31);
    }
  }

  private sortedLexemes(): number[] {
    if (!this.sorted) {
      this.sorted = this.lexemes.map((_, i) => i);
      this.sorted.sort((a, b) => (this.lexemes[a]! < this.lexemes[b]! ? -1 : 1));
    }
    return this.sorted;
  }

  /** Takes the ties' order: every listing's id in that order. */
  setTieOrder(ids: number[]): void {
    const order = new Int32Array(this.ids.length).fill(0x7fffffff);
    ids.forEach((id, place) => {
      const slot = this.slotOf.get(id);
      if (slot !== undefined) order[slot] = place;
    });
    this.tieOrder = order;
    this.version++;
  }

  /**
   * A value worked out from the listings as they are now (a listed-today set, a city's list order), kept
   * until the next change; at most `MAX_DERIVED` of them, the oldest dropped first.
   */
  derive<T>(key: string, make: () => T): T {
    if (this.derived.version !== this.version) this.derived = { version: this.version, values: new Map() };
    const values = this.derived.values;
    if (values.has(key)) return values.get(key) as T;
    const value = make();
    if (values.size >= MAX_DERIVED) values.delete(values.keys().next().value!);
    values.set(key, value);
    return value;
  }

  /** Every listing's slot in the ties' order. */
  slotsInTieOrder(): Int32Array {
    return this.derive('tie slots', () => {
      const slots = Int32Array.from(this.ids.keys()).filter((slot) => this.ids[slot] !== -1);
      return slots.sort((a, b) => this.tieOrder[a]! - this.tieOrder[b]! || a - b);
    });
  }

  /** The listings listed on `day` (days since 1970-01-01): published and within their dates. */
  listedOn(day: number): Bits {
    return this.derive(`listed ${day}`, () => {
      const bits = this.emptyBits();
      this.listings.forEach((l, slot) => {
        if (l && l.status === 1 && l.startDay <= day && l.endDay >= day) {
          bits[slot >>> 5]! |= 1 << (slot & 31);
        }
      });
      return bits;
    });
  }

  /** The listings of one of `cityIds` (jobs: their city column). */
  inCities(cityIds: number[]): Bits {
    const wanted = new Set(cityIds);
    const bits = this.emptyBits();
    this.listings.forEach((l, slot) => {
      if (l?.cityId != null && wanted.has(l.cityId)) bits[slot >>> 5]! |= 1 << (slot & 31);
    });
    return bits;
  }
}

/** `a &= b` */
export function andInto(a: Bits, b: Bits): void {
  for (let i = 0; i < a.length; i++) a[i]! &= b[i] ?? 0;
}

/** The slots of a set, in order. */
export function slotsOf(bits: Bits): number[] {
  const out: number[] = [];
  for (let w = 0; w < bits.length; w++) {
    let word = bits[w]!;
    while (word !== 0) {
      const low = word & -word;
      out.push((w << 5) + 31 - Math.clz32(low));
      word ^= low;
    }
  }
  return out;
}
