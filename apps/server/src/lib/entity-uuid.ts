/**
 * Harbour's public uuids for published records (open data): RFC 9562 version 8 ("custom") uuids that
 * carry the kind of record and our integer id in the clear, so an id in a URL is read back without
 * a lookup table or a scan:
 *
 *   48424f55-KKKK-8SSS-8000-IIIIIIIIIIII
 *   "HBOU"   kind  sub       id (48 bits)
 *
 * `sub` tells apart several records made from one row (the day of a schedule). Never change the
 * layout or the kind codes: published ids depend on them.
 */
const MARKER = '48424f55';
export const ENTITY_KINDS = {
  service: 1,
  organization: 2,
  location: 3,
  service_at_location: 4,
  address: 5,
  phone: 6,
  schedule: 7,
  attribute: 8,
  taxonomy_term: 9,
} as const;
export type EntityKind = keyof typeof ENTITY_KINDS;

const MAX_ID = 2 ** 48 - 1;
const MAX_SUB = 0xfff;
const PATTERN = /^48424f55-([0-9a-f]{4})-8([0-9a-f]{3})-8000-([0-9a-f]{12})$/;

const hex = (value: number, width: number) => value.toString(16).padStart(width, '0');

export function entityUuid(kind: EntityKind, id: number, sub = 0): string {
  if (!Number.isSafeInteger(id) || id < 0 || id > MAX_ID) throw new RangeError(`id out of range: ${id}`);
  if (!Number.isInteger(sub) || sub < 0 || sub > MAX_SUB) throw new RangeError(`sub out of range: ${sub}`);
  return `${MARKER}-${hex(ENTITY_KINDS[kind], 4)}-8${hex(sub, 3)}-8000-${hex(id, 12)}`;
}

/** The id inside a uuid of `kind`, or null when the text is not such a uuid. */
export function entityIdOf(kind: EntityKind, uuid: string): number | null {
  const match = PATTERN.exec(uuid.toLowerCase());
  if (!match || Number.parseInt(match[1]!, 16) !== ENTITY_KINDS[kind] || match[2] !== '000') return null;
  return Number.parseInt(match[3]!, 16);
}
