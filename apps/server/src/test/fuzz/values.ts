/** Text sent as is: a JSON fragment in a body, percent-encoded bytes in a URL. */
export class Raw {
  constructor(readonly text: string) {}
}

/** Numbers no id or count may be: beyond PostgreSQL `integer`, not finite, not whole, negative. */
export const HOSTILE_NUMBERS: unknown[] = [
  2147483648,
  -2147483649,
  -1,
  0,
  1.5,
  new Raw('1e400'),
  new Raw('9007199254740993'),
  '2147483648',
  '9007199254740993',
  '1e400',
  'NaN',
  'Infinity',
  '0x10',
  '',
];

/** Text PostgreSQL refuses (NUL, lone surrogates, invalid UTF-8), huge or odd text. */
export const HOSTILE_STRINGS: unknown[] = [
  'a\u0000b',
  '\u0000',
  '\uD800',
  'x\uDC00y',
  'x'.repeat(5000),
  '🎉'.repeat(400),
  '\u202Eabc\u200B',
  "' OR 1=1 --",
  '\r\nX-Injected: 1',
  new Raw('%00'),
  new Raw('%ED%A0%80'),
  new Raw('%FF%FE'),
];

/** Wrong types: booleans, null, arrays and objects where scalars belong. */
export const HOSTILE_SHAPES: unknown[] = [
  true,
  null,
  [],
  [1, 2],
  ['a\u0000'],
  {},
  { $gt: '' },
  new Raw('{"__proto__":{"polluted":1}}'),
];

export const HOSTILE_VALUES: unknown[] = [...HOSTILE_NUMBERS, ...HOSTILE_STRINGS, ...HOSTILE_SHAPES];

/** Whole bodies that are not the JSON object a route expects. */
export const BODY_CASES: { contentType: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"a":1,}' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '[]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: '1e400' },
  { contentType: 'application/json', payload: '\uFEFF{}' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json; charset=utf-16', payload: '{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=%00' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\nnot a part\r\n--x--' },
  { contentType: 'multipart/form-data', payload: 'no boundary' },
  { contentType: 'application/xml', payload: '<a/>' },
];

/** JSON text of a value, with Raw fragments inserted unquoted. */
export function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : toJson(v))).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Percent-encoding that also carries lone surrogates (as their WTF-8 bytes, which are not UTF-8). */
export function encode(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (char.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
      out += bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** How a value travels in a path segment or a query parameter. */
export function toUrlText(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (typeof value === 'string') return encode(value);
  if (value === null) return '';
  if (typeof value === 'object') return encode(JSON.stringify(value) ?? '');
  const primitive = typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint';
  return encode(primitive ? value.toString() : 'undefined');
}

/** `name=value` pairs: arrays repeat the name, objects use name[key]. */
export function queryPairs(name: string, value: unknown): string[] {
  if (value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => queryPairs(name, v));
  if (value && typeof value === 'object' && !(value instanceof Raw)) {
    return Object.entries(value).flatMap(([k, v]) => queryPairs(`${name}[${k}]`, v));
  }
  return [`${encode(name)}=${toUrlText(value)}`];
}
