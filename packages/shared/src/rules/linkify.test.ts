import { describe, expect, it } from 'vitest';
import { linkify } from './linkify.js';
import { OFFICE_PLANS, OFFICE_PRICES, OFFICE_AMENITIES } from './office-prices.js';

describe('linkify', () => {
  it('turns e-mail addresses and ten-digit phone numbers into link segments', () => {
    expect(linkify('Write to office@harbour.ca or call 9025551234.')).toEqual([
      { kind: 'text', text: 'Write to ' },
      { kind: 'email', text: 'office@harbour.ca', href: 'mailto:office@harbour.ca' },
      { kind: 'text', text: ' or call ' },
      { kind: 'phone', text: '9025551234', href: 'tel:+19025551234' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('accepts the usual groupings of a North American number', () => {
    for (const n of ['(902) 555-1234', '902-555-1234', '902.555.1234', '902 555 1234', '+1 902 555 1234'])
      expect(linkify(`Tel ${n}`)[1], n).toEqual({ kind: 'phone', text: n, href: 'tel:+19025551234' });
  });
  it('leaves shorter or longer digit runs as text', () => {
    expect(linkify('Code 555-1234 and 123456789012')).toEqual([
      { kind: 'text', text: 'Code 555-1234 and 123456789012' },
    ]);
  });
  it('keeps text without links as one segment, and empty text as none', () => {
    expect(linkify('25 Queen Street, Charlottetown')).toEqual([
      { kind: 'text', text: '25 Queen Street, Charlottetown' },
    ]);
    expect(linkify('')).toEqual([]);
  });
  it('never produces markup: angle brackets stay in text segments', () => {
    const segs = linkify('<b>a@b.ca</b>');
    expect(segs.map((s) => s.kind)).toEqual(['text', 'email', 'text']);
    expect(segs[0]).toEqual({ kind: 'text', text: '<b>' });
  });
});

describe('office prices', () => {
  it('four plans carry the six prices of the spec table', () => {
    expect(OFFICE_PLANS).toHaveLength(4);
    const shown = OFFICE_PLANS.flatMap((p) => p.prices.map((x) => x.amount)).sort((a, b) => a - b);
    expect(shown).toEqual([25, 40, 100, 200, 300, 395]);
    expect(OFFICE_PRICES).toEqual({
      single_week: 100,
      part_time: 200,
      full_time: 300,
      monthly: 395,
      daily: 40,
      hourly: 25,
    });
    expect(OFFICE_AMENITIES).toHaveLength(16);
  });
});
