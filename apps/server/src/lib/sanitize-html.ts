import sanitize from 'sanitize-html';

/**
 * A strict allow-list for HTML kept in the database (well-being banners and articles): text
 * formatting, lists, headings and links only. Scripts, styles, event attributes, iframes and
 * javascript:/data: URLs are removed; links to other sites open safely in a new tab.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The contents of these go too, not only the tags.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg'],
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:\/\//i.test(href);
      const attrs: Record<string, string> = { ...attribs };
      if (external) {
        attrs.target = '_blank';
        attrs.rel = 'noopener noreferrer';
      } else {
        delete attrs.target;
        delete attrs.rel;
      }
      return { tagName, attribs: attrs };
    },
  },
};

/** Safe HTML for `dangerouslySetInnerHTML`: only the allow-list above survives. */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, OPTIONS).trim();
}
