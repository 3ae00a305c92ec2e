/*
 * What a translation provider must not touch in a chat message: mentions, e-mail addresses, URLs, phone
 * numbers and other numbers, emoji, code spans and blocks. They are swapped for numbered placeholders
 * `{0}`, `{1}`… before the text goes out and put back after. The adapters send plain text (LibreTranslate
 * `format: 'text'`, DeepL without tag_handling), so XML tags would be translated or dropped like any
 * text; a brace-and-digit placeholder is what both keep as it is (they treat it like a format string).
 * A placeholder that comes back changed, twice, or not at all makes the whole translation unusable:
 * `restore` answers null and the caller shows the original, never a placeholder.
 */

/** A text ready for a provider: `text` with placeholders, `kept[i]` the original behind `{i}`. */
export interface ProtectedText {
  text: string;
  kept: string[];
  /** false when nothing but kept parts, spaces and punctuation is left: no provider call at all */
  translatable: boolean;
}

const CURRENCY = '$€£¥₹₽₴₩₺₱₫﷼';
/** Something that reads like one of our placeholders already in the message: kept as written too. */
const PLACEHOLDER_LIKE = String.raw`[{｛]\s*\p{Nd}+\s*[}｝]`;
const CODE_BLOCK = '```[\\s\\S]*?```';
const CODE_SPAN = '`[^`\\n]+`';
const URL = String.raw`(?<![A-Za-z0-9])(?:https?:\/\/|www\.)[^\s<>"'\u0060]+`;
const EMAIL = String.raw`[\p{L}\p{M}\p{N}._%+-]+@[\p{L}\p{M}\p{N}-]+(?:\.[\p{L}\p{M}\p{N}-]+)*\.\p{L}{2,}`;
/** `@name` (names in any script, Devanagari's vowel signs included); not the tail of an address. */
const MENTION = String.raw`(?<![A-Za-z0-9_.@-])@[\p{L}\p{N}_][\p{L}\p{M}\p{N}_.-]*`;
const EMOJI_ONE =
  String.raw`(?:\p{RI}\p{RI}|[#*0-9]\uFE0F?\u20E3|\p{Extended_Pictographic}\uFE0F?\p{Emoji_Modifier}?` +
  String.raw`[\u{E0020}-\u{E007F}]*(?:\u200D\p{Extended_Pictographic}\uFE0F?\p{Emoji_Modifier}?)*)`;
const EMOJI = `${EMOJI_ONE}(?:\\s*${EMOJI_ONE})*`;
/**
 * Numbers, phone numbers, prices, times and dates: digits in any script, in groups joined by one or two
 * separators (space, no-break space, dot, comma, dash, slash, colon, apostrophe, parentheses, Arabic
 * decimal and thousands signs), with a leading + or currency and a trailing % or currency.
 */
const NUMBER =
  String.raw`(?<![A-Za-z\p{Nd}_])(?:\+|[${CURRENCY}]\s?)?\(?\p{Nd}+\)?` +
  String.raw`(?:[ \u00A0\u202F.,\-/:'()\u066B\u066C]{1,2}\(?\p{Nd}+\)?)*(?:\s?[%${CURRENCY}])?`;

const KEPT = new RegExp(
  [PLACEHOLDER_LIKE, CODE_BLOCK, CODE_SPAN, URL, EMAIL, MENTION, EMOJI, NUMBER]
    .map((p) => `(?:${p})`)
    .join('|'),
  'gu',
);
/** Punctuation a URL does not end with when it closes a sentence or a bracket (Latin, Arabic, CJK). */
const URL_TAIL = /[.,;:!?'")\]}،؛。，！？」』]+$/u;
/** A mention ends with a letter or digit: a dot or dash after it closes the sentence. */
const MENTION_TAIL = /[.-]+$/u;
const PLACEHOLDER = /[{｛]\s*(\p{Nd}+)\s*[}｝]/gu;

/**
 * A decimal digit of any script as its value: Unicode's Nd characters come in runs of ten from 0 to 9
 * (adjacent runs too), so the distance to the start of the run, modulo ten, is the value.
 */
function digitValue(ch: string): number {
  const cp = ch.codePointAt(0) ?? 0;
  let start = cp;
  while (cp - start < 60 && /\p{Nd}/u.test(String.fromCodePoint(start - 1))) start--;
  return (cp - start) % 10;
}

const numberOf = (digits: string) => [...digits].reduce((n, ch) => n * 10 + digitValue(ch), 0);

export function protect(text: string): ProtectedText {
  const kept: string[] = [];
  const out = text.replace(KEPT, (match: string) => {
    let keep = match;
    let rest = '';
    const tailOf = /^(?:https?:\/\/|www\.)/i.test(match)
      ? URL_TAIL
      : match.startsWith('@')
        ? MENTION_TAIL
        : null;
    if (tailOf) {
      const tail = tailOf.exec(match);
      if (tail) {
        keep = match.slice(0, tail.index);
        rest = tail[0];
      }
    }
    if (!keep) return match;
    kept.push(keep);
    return `{${kept.length - 1}}${rest}`;
  });
  const left = out.replace(PLACEHOLDER, '');
  return { text: out, kept, translatable: /\p{L}/u.test(left) };
}

/**
 * The provider's answer with the kept parts back in place; null when a placeholder is missing, repeated or
 * unknown (then the translation cannot be trusted to hold them).
 */
export function restore(translated: string, kept: readonly string[]): string | null {
  const seen = new Set<number>();
  let broken = false;
  const out = translated.replace(PLACEHOLDER, (_m, digits: string) => {
    const index = numberOf(digits);
    const original = kept[index];
    if (original === undefined || seen.has(index)) {
      broken = true;
      return '';
    }
    seen.add(index);
    return original;
  });
  if (broken || seen.size !== kept.length) return null;
  return out;
}
