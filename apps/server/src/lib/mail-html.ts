import { isRtl } from '@harbour/i18n';
import { escapeHtml } from './escape-html.js';

/**
 * The HTML of a mail text: each blank-line-separated paragraph through `render` (which escapes what it
 * must), single line breaks kept as <br>.
 */
export function mailParagraphs(body: string, render: (paragraph: string) => string): string {
  return body
    .split(/\n{2,}/)
    .map((p) => `<p>${render(p).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

/** A whole HTML mail in `lang` (right to left where it is written so) around `bodyHtml`. */
export function mailDocument(lang: string, subject: string, bodyHtml: string): string {
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}" dir="${isRtl(lang) ? 'rtl' : 'ltr'}"><head><meta charset="utf-8">` +
    `<title>${escapeHtml(subject)}</title></head>` +
    `<body style="font-family: system-ui, sans-serif; line-height: 1.5; color: #1f2933">\n${bodyHtml}\n</body></html>`
  );
}
