import { describe, expect, it } from 'vitest';
import { cleanScreenPath, redactUrl } from './redact.js';

const TOKEN = 'q1W2e3R4t5Y6u7I8o9P0a1S2d3F4g5H6j7K8l9Z0x1C';

describe('redactUrl', () => {
  it('replaces the values of secret query parameters, whatever their case or encoding', () => {
    expect(redactUrl('/api/verify?login_token=abc&page=2')).toBe('/api/verify?login_token=[redacted]&page=2');
    expect(redactUrl('/api/reset?EMAIL=a%40b.c&Token=x')).toBe(
      '/api/reset?EMAIL=[redacted]&Token=[redacted]',
    );
    expect(redactUrl('/api/x?%74oken=abc')).toBe('/api/x?%74oken=[redacted]');
    expect(redactUrl('/api/x?token')).toBe('/api/x?token=[redacted]');
  });

  it('replaces token-like path segments and leaves ordinary URLs alone', () => {
    expect(redactUrl(`/${TOKEN}/confirm-email`)).toBe('/[redacted]/confirm-email');
    expect(redactUrl('/api/web/cities/12?provinceId=3')).toBe('/api/web/cities/12?provinceId=3');
    expect(redactUrl('/assets/index-VsAfIX2g.js')).toBe('/assets/index-VsAfIX2g.js');
  });
});

describe('cleanScreenPath', () => {
  it('keeps only the route', () => {
    expect(cleanScreenPath(`/${TOKEN}/confirm-email?x=1#y`)).toBe('/:token/confirm-email');
    expect(cleanScreenPath('/dashboard/?login_token=abc')).toBe('/dashboard');
    expect(cleanScreenPath('well-being#top')).toBe('/well-being');
    expect(cleanScreenPath('?token=abc')).toBe('/');
    expect(cleanScreenPath('/')).toBe('/');
  });
});
