import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isLocale, negotiateLocale, type Locale } from '../../common/i18n/locales.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this request's messages (DESIGN "Language of messages"). */
    lang: Locale;
  }
}

/**
 * The `lang` field of the body, else the locale cookie, else Accept-Language, else ko. The
 * header-based guess is made first so that errors raised before the body is parsed (bad
 * JSON, too large) are localized too.
 */
export const localePlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('lang', 'ko');
  app.addHook('onRequest', async (request) => {
    request.lang = negotiateLocale(request.headers.cookie, request.headers['accept-language']);
  });
  app.addHook('preValidation', async (request) => {
    const body = request.body as { lang?: unknown } | undefined;
    if (body && typeof body === 'object' && isLocale(body.lang)) request.lang = body.lang;
  });
});
