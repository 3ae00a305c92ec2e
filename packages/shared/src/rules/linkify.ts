/** A piece of footer text: plain text, or an e-mail address / ten-digit phone number with its link. */
export type LinkSegment =
  | { kind: 'text'; text: string }
  | { kind: 'email'; text: string; href: string }
  | { kind: 'phone'; text: string; href: string };

// address-like text: local@domain.tld
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/;
// ten digits, optionally grouped 3-3-4 with spaces, dots, dashes or (area code), optionally after +1
const PHONE = /(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}/;
const TOKEN = new RegExp(`(${EMAIL.source})|(${PHONE.source})`, 'g');

/**
 * Splits text into segments so a page can render e-mail addresses and ten-digit phone numbers as
 * links without ever injecting HTML. A digit run longer than the number (e.g. 12 digits) is left as text.
 */
export function linkify(text: string): LinkSegment[] {
  const out: LinkSegment[] = [];
  let last = 0;
  const push = (s: LinkSegment) => {
    const prev = out[out.length - 1];
    if (s.kind === 'text' && prev?.kind === 'text') prev.text += s.text;
    else if (s.text) out.push(s);
  };
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index;
    const value = m[0];
    const end = start + value.length;
    if (start > last) push({ kind: 'text', text: text.slice(last, start) });
    if (m[1]) {
      push({ kind: 'email', text: value, href: `mailto:${value}` });
    } else {
      const digits = value.replace(/\D/g, '');
      const national = digits.length === 11 ? digits.slice(1) : digits;
      const touchesDigit = /\d/.test(text[start - 1] ?? '') || /\d/.test(text[end] ?? '');
      if (national.length === 10 && !touchesDigit)
        push({ kind: 'phone', text: value, href: `tel:+1${national}` });
      else push({ kind: 'text', text: value });
    }
    last = end;
  }
  if (last < text.length) push({ kind: 'text', text: text.slice(last) });
  return out;
}
