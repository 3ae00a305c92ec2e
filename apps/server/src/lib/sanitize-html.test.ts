import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps text formatting, lists, headings and safe links', () => {
    const html =
      '<h2>Hello</h2><p><strong>Bold</strong> and <em>soft</em></p><ul><li>One</li></ul>' +
      '<p><a href="https://example.ca/care">care</a> <a href="/well-being">here</a> <a href="tel:+19025550100">call</a></p>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Hello</h2><p><strong>Bold</strong> and <em>soft</em></p><ul><li>One</li></ul>' +
        '<p><a href="https://example.ca/care" target="_blank" rel="noopener noreferrer">care</a> ' +
        '<a href="/well-being">here</a> <a href="tel:+19025550100">call</a></p>',
    );
  });

  it('removes scripts with their content, styles and iframes', () => {
    const out = sanitizeHtml(
      '<p>Hi</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe><svg onload="x()"></svg>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('removes on* event attributes and style attributes', () => {
    const out = sanitizeHtml(
      '<p onclick="steal()" style="color:red">Tap</p><img src="x" onerror="steal()"><a href="https://a.ca" onmouseover="x()">a</a>',
    );
    expect(out).not.toMatch(/onclick|onerror|onmouseover|style=|<img/i);
    expect(out).toContain('<p>Tap</p>');
  });

  it('removes javascript:, data: and protocol-relative URLs', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      '//evil.example/x',
    ]) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).not.toMatch(/href/i);
      expect(out).toContain('x');
    }
  });

  it('answers an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});
