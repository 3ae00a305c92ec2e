/**
 * PostgreSQL's `ts_rank(tsvector, tsquery)` (default weights {0.1, 0.2, 0.4, 1.0}, normalization 0) as
 * PostgreSQL 15–18 compute it (src/backend/utils/adt/tsrank.c), to the bit of the float4 it returns: the
 * in-memory search must order its results exactly as the database does. Every C `float` step is rounded
 * with Math.fround; steps C does in double stay in double.
 */

/** One lexeme of a document: its positions (1..16383) and their weights (0 = D, 1 = C, 2 = B, 3 = A), same length; both empty when the lexeme has no positions. */
export interface RankEntry {
  positions: ArrayLike<number>;
  weights: ArrayLike<number>;
}
/** A document: its lexemes in the order PostgreSQL stores them in a tsvector, with their entries (same index). */
export interface RankDoc {
  lexemes: string[];
  entries: RankEntry[];
}
export interface RankOperand {
  lexeme: string;
  prefix: boolean;
}
/**
 * A query: its operands in the order they appear in the query text, and whether the top operator is AND
 * (or a phrase). The order matters only between two operands of the same text and different prefix flags:
 * PostgreSQL keeps one of them, and which one follows from its sort of the query's items (the text order
 * reversed). A query must not change after its first use (its sorted operands are cached).
 */
export interface RankQuery {
  and: boolean;
  operands: RankOperand[];
}

const WEIGHTS = [Math.fround(0.1), Math.fround(0.2), Math.fround(0.4), Math.fround(1.0)] as const;
const W_D = WEIGHTS[0];
const MAXENTRYPOS = 16384;
/** The position of a lexeme without positions in calc_rank_and (weight D). */
const POSNULL_AND = MAXENTRYPOS - 1;
const PI2_6 = 1.64493406685;

const WORD_DISTANCE = new Float64Array(101);
for (let d = 1; d <= 100; d++)
  WORD_DISTANCE[d] = Math.fround(1.0 / (1.005 + 0.05 * Math.exp(Math.fround(d) / 1.5 - 2)));
const FAR = Math.fround(1e-30);

/** tsrank.c's word_distance as the float4 it returns. */
export const wordDistance = (dist: number): number => (dist > 100 ? FAR : WORD_DISTANCE[dist]!);

const fixSurrogate = (c: number) => (c >= 0xe000 ? c - 0x800 : c + 0x2000);

/** tsCompareString without prefix: UTF-8 byte order (= code point order), then the shorter first. */
export function compareLexemes(a: string, b: string): number {
  if (a === b) return 0;
  const n = a.length < b.length ? a.length : b.length;
  for (let i = 0; i < n; i++) {
    let ca = a.charCodeAt(i);
    let cb = b.charCodeAt(i);
    if (ca !== cb) {
      // UTF-16 code units order supplementary characters before U+E000..U+FFFF; UTF-8 bytes do not
      if (ca >= 0xd800 && cb >= 0xd800) {
        ca = fixSurrogate(ca);
        cb = fixSurrogate(cb);
      }
      return ca - cb;
    }
  }
  return a.length - b.length;
}

/** The median of three as sort_template.h's med3. */
function med3(v: RankOperand[], a: number, b: number, c: number): number {
  const A = v[a]!.lexeme;
  const B = v[b]!.lexeme;
  const C = v[c]!.lexeme;
  return compareLexemes(A, B) < 0
    ? compareLexemes(B, C) < 0
      ? b
      : compareLexemes(A, C) < 0
        ? c
        : a
    : compareLexemes(B, C) > 0
      ? b
      : compareLexemes(A, C) < 0
        ? a
        : c;
}

function swap(v: RankOperand[], i: number, j: number) {
  const t = v[i]!;
  v[i] = v[j]!;
  v[j] = t;
}

/**
 * PostgreSQL's qsort_arg (sort_template.h: insertion sort under 7 items, a presorted check, Bentley–McIlroy
 * partitioning), step for step: it is not stable, so it alone decides which of two equal operands comes first.
 */
function pgQsort(v: RankOperand[], base: number, n: number): void {
  const cmp = (i: number, j: number) => compareLexemes(v[i]!.lexeme, v[j]!.lexeme);
  for (;;) {
    if (n < 7) {
      for (let pm = base + 1; pm < base + n; pm++)
        for (let pl = pm; pl > base && cmp(pl - 1, pl) > 0; pl--) swap(v, pl, pl - 1);
      return;
    }
    let presorted = true;
    for (let pm = base + 1; pm < base + n; pm++)
      if (cmp(pm - 1, pm) > 0) {
        presorted = false;
        break;
      }
    if (presorted) return;
    let pm = base + Math.floor(n / 2);
    if (n > 7) {
      let pl = base;
      let pn = base + n - 1;
      if (n > 40) {
        const d = Math.floor(n / 8);
        pl = med3(v, pl, pl + d, pl + 2 * d);
        pm = med3(v, pm - d, pm, pm + d);
        pn = med3(v, pn - 2 * d, pn - d, pn);
      }
      pm = med3(v, pl, pm, pn);
    }
    swap(v, base, pm);
    let pa = base + 1;
    let pb = pa;
    let pc = base + n - 1;
    let pd = pc;
    for (;;) {
      let r: number;
      while (pb <= pc && (r = cmp(pb, base)) <= 0) {
        if (r === 0) swap(v, pa++, pb);
        pb++;
      }
      while (pb <= pc && (r = cmp(pc, base)) >= 0) {
        if (r === 0) swap(v, pc, pd--);
        pc--;
      }
      if (pb > pc) break;
      swap(v, pb++, pc--);
    }
    const pn = base + n;
    let d1 = Math.min(pa - base, pb - pa);
    for (let i = 0; i < d1; i++) swap(v, base + i, pb - d1 + i);
    d1 = Math.min(pd - pc, pn - pd - 1);
    for (let i = 0; i < d1; i++) swap(v, pb + i, pn - d1 + i);
    d1 = pb - pa;
    const d2 = pd - pc;
    if (d1 <= d2) {
      if (d1 > 1) pgQsort(v, base, d1);
      if (d2 <= 1) return;
      base = pn - d2;
      n = d2;
    } else {
      if (d2 > 1) pgQsort(v, pn - d2, d2);
      if (d1 <= 1) return;
      n = d1;
    }
  }
}

interface Prepared {
  lexemes: string[];
  prefix: boolean[];
}

const prepared = new WeakMap<RankQuery, Prepared>();

/** SortAndUniqItems: the operands sorted as PostgreSQL sorts its items (text order reversed), equal texts once. */
function prepare(query: RankQuery): Prepared {
  let p = prepared.get(query);
  if (p) return p;
  const items = query.operands.slice().reverse();
  if (items.length >= 2) pgQsort(items, 0, items.length);
  p = { lexemes: [], prefix: [] };
  for (const item of items) {
    const last = p.lexemes.length - 1;
    if (last >= 0 && compareLexemes(item.lexeme, p.lexemes[last]!) === 0) continue;
    p.lexemes.push(item.lexeme);
    p.prefix.push(item.prefix);
  }
  prepared.set(query, p);
  return p;
}

let foundCount = 0;

/** find_wordentry: the index of the first matching lexeme (`foundCount` of them), or -1. */
function findEntries(lexemes: string[], operand: string, prefix: boolean): number {
  let low = 0;
  let high = lexemes.length;
  let middle = high;
  foundCount = 0;
  while (low < high) {
    middle = low + ((high - low) >> 1);
    const diff = compareLexemes(operand, lexemes[middle]!);
    if (diff === 0) {
      high = middle;
      foundCount = 1;
      break;
    }
    if (diff > 0) low = middle + 1;
    else high = middle;
  }
  if (prefix) {
    if (low >= high) middle = high;
    foundCount = 0;
    while (middle < lexemes.length && lexemes[middle]!.startsWith(operand)) {
      foundCount++;
      middle++;
    }
  }
  return foundCount > 0 ? high : -1;
}

function rankOr(doc: RankDoc, q: Prepared): number {
  const size = q.lexemes.length;
  let res = 0;
  for (let i = 0; i < size; i++) {
    const first = findEntries(doc.lexemes, q.lexemes[i]!, q.prefix[i]!);
    if (first < 0) continue;
    const end = first + foundCount;
    for (let e = first; e < end; e++) {
      const entry = doc.entries[e]!;
      const dimt = entry.positions.length;
      let resj = 0;
      let wjm = -1;
      let jm = 0;
      if (dimt === 0) {
        resj = W_D;
        wjm = W_D;
      } else {
        const weights = entry.weights;
        for (let j = 0; j < dimt; j++) {
          const w = WEIGHTS[weights[j]!]!;
          resj = Math.fround(resj + Math.fround(w / ((j + 1) * (j + 1))));
          if (w > wjm) {
            wjm = w;
            jm = j;
          }
        }
      }
      res = Math.fround(
        res + Math.fround(Math.fround(wjm + resj) - Math.fround(wjm / ((jm + 1) * (jm + 1)))) / PI2_6,
      );
    }
  }
  return size > 0 ? Math.fround(res / size) : res;
}

let lastEntry = new Int32Array(16);

function rankAnd(doc: RankDoc, q: Prepared): number {
  const size = q.lexemes.length;
  if (size < 2) return rankOr(doc, q);
  if (lastEntry.length < size) lastEntry = new Int32Array(size * 2);
  lastEntry.fill(-1, 0, size);
  let res = -1;
  for (let i = 0; i < size; i++) {
    const first = findEntries(doc.lexemes, q.lexemes[i]!, q.prefix[i]!);
    if (first < 0) continue;
    const end = first + foundCount;
    for (let e = first; e < end; e++) {
      lastEntry[i] = e;
      const entry = doc.entries[e]!;
      const hasPos = entry.positions.length > 0;
      const dimt = hasPos ? entry.positions.length : 1;
      for (let k = 0; k < i; k++) {
        const ke = lastEntry[k]!;
        if (ke < 0) continue;
        const other = doc.entries[ke]!;
        const otherHasPos = other.positions.length > 0;
        const lenct = otherHasPos ? other.positions.length : 1;
        for (let l = 0; l < dimt; l++) {
          const posL = hasPos ? entry.positions[l]! : POSNULL_AND;
          const wL = hasPos ? WEIGHTS[entry.weights[l]!]! : W_D;
          for (let p = 0; p < lenct; p++) {
            const posP = otherHasPos ? other.positions[p]! : POSNULL_AND;
            let dist = posL > posP ? posL - posP : posP - posL;
            if (dist !== 0 || !hasPos || !otherHasPos) {
              if (dist === 0) dist = MAXENTRYPOS;
              const wP = otherHasPos ? WEIGHTS[other.weights[p]!]! : W_D;
              const curw = Math.fround(Math.sqrt(Math.fround(Math.fround(wL * wP) * wordDistance(dist))));
              res = res < 0 ? curw : Math.fround(1.0 - (1.0 - res) * (1.0 - curw));
            }
          }
        }
      }
    }
  }
  return res;
}

const TINY = Math.fround(1e-20);

/** `ts_rank(doc, query)` as PostgreSQL 15–18 computes it, as the float4 it returns (a JS number holding that float32). */
export function tsRank(doc: RankDoc, query: RankQuery): number {
  if (doc.lexemes.length === 0 || query.operands.length === 0) return 0;
  const q = prepare(query);
  const res = query.and ? rankAnd(doc, q) : rankOr(doc, q);
  return res < 0 ? TINY : res;
}

const EMPTY: readonly number[] = Object.freeze([]);

let lexemeEnd = 0;

/** A lexeme at `text[i]`, quoted (`'` doubled or backslash-escaped) or bare, up to a `stop` character; its end in `lexemeEnd`. */
function readLexeme(text: string, i: number, stop: string): string {
  if (text[i] === "'") {
    const close = text.indexOf("'", i + 1);
    let plain = close > 0 && text[close + 1] !== "'";
    for (let j = i + 1; plain && j < close; j++) if (text.charCodeAt(j) === 92) plain = false;
    if (plain) {
      lexemeEnd = close + 1;
      return text.slice(i + 1, close);
    }
    let out = '';
    for (i++; i < text.length; i++) {
      const c = text[i]!;
      if (c === '\\') out += text[++i] ?? '';
      else if (c !== "'") out += c;
      else if (text[++i] !== "'") {
        lexemeEnd = i;
        return out;
      } else out += "'";
    }
    throw new Error(`unterminated lexeme in ${text}`);
  }
  let out = '';
  for (; i < text.length && !stop.includes(text[i]!); i++)
    out += text[i] === '\\' ? (text[++i] ?? '') : text[i];
  lexemeEnd = i;
  return out;
}

/** A tsvector's text form (`search_doc::text`, e.g. `'café':3A,7 'x' 'é''t':2B`) as a RankDoc. */
export function parseTsvector(text: string): RankDoc {
  const doc: RankDoc = { lexemes: [], entries: [] };
  let i = 0;
  for (;;) {
    while (text.charCodeAt(i) === 32) i++;
    if (i >= text.length) return doc;
    doc.lexemes.push(readLexeme(text, i, ' \t\n:'));
    i = lexemeEnd;
    let positions = EMPTY;
    let weights = EMPTY;
    if (text[i] === ':') {
      const p: number[] = [];
      const w: number[] = [];
      do {
        let pos = 0;
        let c = text.charCodeAt(++i);
        for (; c >= 48 && c <= 57; c = text.charCodeAt(++i)) pos = pos * 10 + c - 48;
        // A..D or a..d: weight 3..0
        const weight = (c | 32) >= 97 && (c | 32) <= 100 ? 100 - (c | 32) : -1;
        if (weight >= 0) i++;
        p.push(pos);
        w.push(weight >= 0 ? weight : 0);
      } while (text[i] === ',');
      positions = p;
      weights = w;
    }
    doc.entries.push({ positions, weights });
  }
}

type Token = '(' | ')' | '|' | '&' | '!' | '<>' | RankOperand;

function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) i++;
    else if (c === '(' || c === ')' || c === '|' || c === '&' || c === '!') {
      tokens.push(c);
      i++;
    } else if (c === '<') {
      const close = text.indexOf('>', i);
      if (close < 0) throw new Error(`bad phrase operator in ${text}`);
      tokens.push('<>');
      i = close + 1;
    } else {
      const lexeme = readLexeme(text, i, ' \t\n:()|&!<');
      let prefix = false;
      i = lexemeEnd;
      if (text[i] === ':')
        for (i++; i < text.length && /[*a-dA-D]/.test(text[i]!); i++) if (text[i] === '*') prefix = true;
      tokens.push({ lexeme, prefix });
    }
  }
  return tokens;
}

/**
 * A tsquery's text form as produced by PostgreSQL (`q::text`) for the shapes Harbour builds: operands joined by `|`
 * inside parentheses, groups joined by `&`, e.g. `( 'barber':* | 'barber' | 'barbers' ) & 'cut':*`, or a single group
 * without `&`, or a single operand. Operand order = order of appearance. Any tsquery text is read; its top operator
 * follows PostgreSQL's precedence (`!`, then `<->`, then `&`, then `|`).
 */
export function parseTsquery(text: string): RankQuery {
  const tokens = tokenize(text);
  const operands: RankOperand[] = [];
  let at = 0;
  // each level answers the operator at its top: 'val', '!', '<>', '&' or '|'
  const binary = (op: Token, next: () => string) => (): string => {
    let top = next();
    while (tokens[at] === op) {
      at++;
      next();
      top = op as string;
    }
    return top;
  };
  const unary = (): string => {
    const t = tokens[at++];
    if (t === '!') {
      unary();
      return '!';
    }
    if (t === '(') {
      const top = or();
      if (tokens[at++] !== ')') throw new Error(`unbalanced parentheses in ${text}`);
      return top;
    }
    if (t === undefined || typeof t === 'string') throw new Error(`syntax error in tsquery ${text}`);
    operands.push(t);
    return 'val';
  };
  const phrase = binary('<>', unary);
  const and = binary('&', phrase);
  const or = binary('|', and);
  if (tokens.length === 0) return { and: false, operands };
  const top = or();
  if (at !== tokens.length) throw new Error(`syntax error in tsquery ${text}`);
  return { and: top === '&' || top === '<>', operands };
}
