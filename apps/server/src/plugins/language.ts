import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pickLanguage, type LanguageTag } from '@harbour/i18n';

declare module 'fastify' {
  interface FastifyRequest {
    /** the caller's language: `language` header, then Accept-Language, then en */
    lang: LanguageTag;
  }
}

export const languagePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'en');
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers.language;
    request.lang = pickLanguage(
      Array.isArray(header) ? header[0] : header,
      request.headers['accept-language'],
    );
    done();
  });
});
