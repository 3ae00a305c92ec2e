import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { FIRST_SCREEN_BOOT_PATH, firstScreenBoot } from './first-screen-boot.js';
import { firstScreenData, type BillboardSource } from './first-screen.js';
import { createIndexPages, type FirstScreenLoader } from './index-page.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const ONE_DAY = 'public, max-age=86400';

/** Vite puts content-hashed files in assets/; the service worker and html must always be revalidated. */
export function cacheControlFor(relativePath: string): string {
  const p = relativePath.split(path.sep).join('/');
  if (p.startsWith('assets/')) return IMMUTABLE;
  if (/\.(html|webmanifest)$/.test(p) || /(^|\/)(sw|service-worker)\.js$/.test(p)) return REVALIDATE;
  return ONE_DAY;
}

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Harbour</title></head>
<body><main><h1>Harbour</h1>
<p>The web app has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it first) and reload.</p>
<p>The API is up: see <a href="/api/docs">/api/docs</a>.</p></main></body></html>
`;

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Whether a 103 answer is safe: only HTTP/1.1 and later know 1xx answers, and only straight from the
 * browser. A proxy in front (it says so in Forwarded, X-Forwarded-For or Via) may not: nginx before
 * 1.29 (Debian's 1.22 with deploy/nginx) takes the 103 for the final answer and the page hangs.
 */
function earlyHintsSafe(request: FastifyRequest): boolean {
  const { raw, headers } = request;
  if (raw.httpVersionMajor < 1 || (raw.httpVersionMajor === 1 && raw.httpVersionMinor < 1)) return false;
  return !(headers.forwarded || headers['x-forwarded-for'] || headers.via);
}

export interface WebOptions {
  /** the dashboard's notices for its first screen; without it the app fetches them itself */
  billboard?: BillboardSource;
}

/**
 * The built web app (WEB_DIST): files as they are, then the SPA fallback to index.html for any page
 * request outside /api and /uploads; unknown /api paths get the JSON 404 envelope.
 */
export const webPlugin = fp(async (app: FastifyInstance, opts: WebOptions) => {
  const earlyHints = app.config.earlyHints;
  const dist = app.config.webDist;
  const hasDist = existsSync(dist);
  const indexPages = existsSync(path.join(dist, 'index.html')) ? createIndexPages(dist) : null;
  if (hasDist) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      wildcard: true,
      // index.html goes out through the fallback below, in the caller's language
      index: false,
      list: false,
      redirect: false,
      dotfiles: 'ignore',
      // serves foo.js.br / foo.js.gz when the build wrote them and the browser accepts them
      preCompressed: true,
      cacheControl: false,
      allowedPath: (pathName) => pathName !== '/' && !isApi(pathName) && !pathName.startsWith('/uploads/'),
      setHeaders: (reply, filePath) => {
        reply.header('Cache-Control', cacheControlFor(path.relative(dist, filePath)));
      },
    });
  }

  if (indexPages) {
    app.get(FIRST_SCREEN_BOOT_PATH, async (request, reply) => {
      const brotli = /\bbr\b/.test(request.headers['accept-encoding'] ?? '');
      if (brotli) reply.header('Content-Encoding', 'br');
      return reply
        .header('Cache-Control', IMMUTABLE)
        .header('Vary', 'Accept-Encoding')
        .type('text/javascript; charset=utf-8')
        .send(brotli ? firstScreenBoot.br : firstScreenBoot.identity);
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (isApi(url)) {
      return reply.code(404).send({ meta: { success: false, message: 'not_found' }, data: null });
    }
    const isRoot = request.url === '/' && (request.method === 'GET' || request.method === 'HEAD');
    if (url.startsWith('/uploads/') || !(isRoot || wantsHtml(request))) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (indexPages) {
      const pathname = url.split('?')[0]!;
      // without its content (the database is away), the page still goes out: the app fetches it itself
      const load: FirstScreenLoader = (routePath) =>
        firstScreenData(opts.billboard, app.db, routePath, request.lang).catch((err: unknown) => {
          request.log.warn({ err }, 'first screen content not read');
          return null;
        });
      const { body, encoding, links } = await indexPages.pageFor(
        pathname,
        request.lang,
        request.headers['accept-encoding'],
        load,
      );
      if (earlyHints && request.method === 'GET' && links.length && earlyHintsSafe(request)) {
        reply.writeEarlyHints({ link: links });
      }
      if (encoding !== 'identity') reply.header('Content-Encoding', encoding);
      return reply
        .header('Vary', 'Accept-Encoding, Accept-Language')
        .header('Cache-Control', REVALIDATE)
        .type('text/html; charset=utf-8')
        .send(body);
    }
    return reply.header('Cache-Control', REVALIDATE).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
  });
});
