/** The parts of an address both providers give, already picked from their own field names. */
export interface AddressParts {
  /** the place's own name (a building, a business, a street or a town) */
  name: string | null;
  housenumber: string | null;
  street: string | null;
  city: string | null;
  state: string | null;
  postcode: string | null;
}

const clean = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/**
 * "145 Richmond Street, Charlottetown, Prince Edward Island C1A 1J1" as the address, and the place's
 * name in front of it as the label when it has one of its own ("Confederation Centre of the Arts, …").
 */
export function formatAddress(parts: AddressParts): { label: string; address: string } | null {
  const name = clean(parts.name);
  const streetLine = [clean(parts.housenumber), clean(parts.street)].filter(Boolean).join(' ') || null;
  const city = clean(parts.city);
  const region = [clean(parts.state), clean(parts.postcode)].filter(Boolean).join(' ') || null;
  // a street or a town found by its name has no street line: its name is the first part
  const first = streetLine ?? (name !== city ? name : null);
  const lines: string[] = [];
  for (const part of [first, city, region]) if (part && lines.at(-1) !== part) lines.push(part);
  if (lines.length === 0) return null;
  const address = lines.join(', ');
  const label = name && streetLine && name !== streetLine ? `${name}, ${address}` : address;
  return { label, address };
}
