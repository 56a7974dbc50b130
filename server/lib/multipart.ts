import type { FastifyRequest } from 'fastify';
import type { ErrorCode } from '../../common/errors.ts';
import { isLocale, type Locale } from '../../common/i18n/locales.ts';
import { AppError } from './errors.ts';

/**
 * Reading an upload's multipart body (@fastify/multipart, registered by each route scope with its
 * own limits): the editor's images and the profile image read it the same way.
 */

/** @fastify/multipart's limits and parse failures, as our codes; a file over the limit is the caller's. */
const MULTIPART_ERRORS: Readonly<Record<string, ErrorCode>> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_FILES_LIMIT: 'BAD_REQUEST',
  FST_FIELDS_LIMIT: 'BAD_REQUEST',
  FST_PARTS_LIMIT: 'BAD_REQUEST',
  FST_PROTO_VIOLATION: 'BAD_REQUEST',
  FST_INVALID_JSON_FIELD_ERROR: 'BAD_REQUEST',
  FST_MP_PREMATURE_CLOSE: 'BAD_REQUEST',
};

export interface MultipartBody<Field extends string> {
  /** The first part named `file`, read up to the scope's fileSize limit. */
  file: Buffer | undefined;
  /** The text fields asked for, as sent (the caller validates them). */
  fields: Partial<Record<Field, unknown>>;
  /** A `lang` field naming a language of the site. */
  lang: Locale | undefined;
}

/**
 * The `file` part and the named fields, in any order. A file over the limit stops reading at
 * the limit and one byte (nothing more is buffered) and is refused with `tooLarge`.
 */
export async function readMultipart<Field extends string = never>(
  request: FastifyRequest,
  options: { tooLarge: ErrorCode; fields?: readonly Field[] },
): Promise<MultipartBody<Field>> {
  const wanted: readonly string[] = options.fields ?? [];
  const body: MultipartBody<Field> = { file: undefined, fields: {}, lang: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        // Every file part is read to its end, or the parser waits for it forever.
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file' && body.file === undefined) body.file = bytes;
      } else if (wanted.includes(part.fieldname)) {
        body.fields[part.fieldname as Field] = part.value;
      } else if (part.fieldname === 'lang' && isLocale(part.value)) {
        body.lang = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(options.tooLarge);
    const mapped = code ? MULTIPART_ERRORS[code] : undefined;
    if (mapped) throw new AppError(mapped);
    // Busboy's own parse errors (a malformed body) carry no code.
    if (error instanceof Error && !code) throw new AppError('BAD_REQUEST');
    throw error;
  }
  return body;
}

/** A multipart body has no JSON `lang`: the web client names the language in the query. */
export function queryLocale(request: FastifyRequest): Locale | undefined {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return isLocale(lang) ? lang : undefined;
}
