import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { draftKeyField, postFileUpload, postFileUploadBase64 } from '../../../../common/contracts/posts/uploads.ts';
import { IMAGE_MAX_BYTES } from '../../../../common/validation/post.ts';
import { AppError, type AppFieldIssue } from '../../../lib/errors.ts';
import { queryLocale, readMultipart } from '../../../lib/multipart.ts';
import { route } from '../../../lib/route.ts';
import { requireViewer } from '../../../plugins/auth.ts';
import type { PostsContext } from '../context.ts';
import { type ImageUpload, openUpload, uploadImage } from './service.ts';
import { UPLOAD_URL_PREFIX } from './storage.ts';

/** A 1 MB image is ~1.4 MB as base64 (the contract allows 1.5 million characters), plus JSON and escapes. */
const BASE64_BODY_LIMIT = 2 * 1024 * 1024;

/** Editor images: upload, uploadBase64 and serving /uploads (P19). */
export async function uploadRoutes(app: FastifyInstance, context: PostsContext): Promise<void> {
  // Registered in this scope only: no other call accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: IMAGE_MAX_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 5, headerPairs: 50 },
  });

  route(app, postFileUpload, async (_body, request) => {
    request.lang = queryLocale(request) ?? request.lang;
    return uploadImage(context, requireViewer(request), () => readImagePart(request));
  });

  route(
    app,
    postFileUploadBase64,
    async (body, request) =>
      uploadImage(context, requireViewer(request), async () => ({
        draftKey: body.draftKey,
        data: decodeDataUrl(body.data),
      })),
    { bodyLimit: BASE64_BODY_LIMIT },
  );

  // Served here rather than as static files: only keys the uploads table knows, with headers that
  // keep a stored file from ever being run as a page (it is an image, whatever a browser sniffs).
  app.get(`${UPLOAD_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const { mimeType, file } = await openUpload(context, (request.params as { '*'?: string })['*'] ?? '');
    return reply
      .header('content-type', mimeType)
      .header('content-length', file.bytes)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.stream);
  });
}

/**
 * The `file` part (read up to 1 MB and one byte: more is FILE_SIZE_EXCEEDED) and the `draftKey`
 * field, in either order.
 */
async function readImagePart(request: FastifyRequest): Promise<ImageUpload> {
  const sent = await readMultipart(request, { tooLarge: 'FILE_SIZE_EXCEEDED', fields: ['draftKey'] });
  if (sent.lang) request.lang = sent.lang;
  const { draftKey } = sent.fields;
  const fields: AppFieldIssue[] = [];
  if (draftKey === undefined) fields.push({ field: 'draftKey', code: 'field.required' });
  else if (!draftKeyField.safeParse(draftKey).success) fields.push({ field: 'draftKey', code: 'field.invalidFormat' });
  if (sent.file === undefined) fields.push({ field: 'file', code: 'field.required' });
  if (fields.length > 0 || sent.file === undefined) throw new AppError('VALIDATION_FAILED', { fields });
  return { draftKey: draftKey as string, data: sent.file };
}

/**
 * `data:<any type>;base64,<data>`: the declared type is not trusted (the content decides), but the
 * address must be base64 and well formed. The size is known before decoding.
 */
const DATA_URL = /^data:(?:[\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[\w.+-]+)*;base64,([A-Za-z0-9+/]+={0,2})$/;

function decodeDataUrl(value: string): Buffer {
  const base64 = DATA_URL.exec(value)?.[1];
  if (!base64 || base64.length % 4 !== 0) {
    throw new AppError('VALIDATION_FAILED', { fields: [{ field: 'data', code: 'field.invalidFormat' }] });
  }
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  if ((base64.length / 4) * 3 - padding > IMAGE_MAX_BYTES) throw new AppError('FILE_SIZE_EXCEEDED');
  return Buffer.from(base64, 'base64');
}
