/** Query parameters whose values never reach the logs or the analytics table. */
const SECRET_PARAMS = new Set([
  'token',
  'login_token',
  'email',
  'password',
  'access_token',
  'refresh_token',
  'code',
  'key',
  'signature',
  'session_id',
  'transaction_id',
  'altcha',
]);

/** A path segment that looks like one of our tokens (32+ url-safe characters), e.g. /{token}/confirm-email. */
const TOKEN_SEGMENT = /^[A-Za-z0-9_-]{32,}$/;

function redactSegments(path: string, replacement: string): string {
  return path
    .split('/')
    .map((s) => (TOKEN_SEGMENT.test(s) ? replacement : s))
    .join('/');
}

/** `/a/<token>/b?token=x&page=2` → `/a/[redacted]/b?token=[redacted]&page=2` (for request logs). */
export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  const path = redactSegments(q === -1 ? url : url.slice(0, q), '[redacted]');
  if (q === -1) return path;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq === -1 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // keep the raw name
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${rawName}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** `/x/<token>/confirm-email?token=y#h` → `/x/:token/confirm-email` (what analytics keeps). */
export function cleanScreenPath(path: string): string {
  const bare = path.split(/[?#]/, 1)[0] ?? '';
  const cleaned = redactSegments(bare.startsWith('/') ? bare : `/${bare}`, ':token');
  return cleaned.length > 1 ? cleaned.replace(/\/+$/, '') : '/';
}
