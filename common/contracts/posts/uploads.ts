import { z } from 'zod';
import { defineContract, langField } from '../envelope.ts';

/** Images uploaded while writing (SPEC §7.2, DECISIONS P19). */

/** A draft's uploads share this key until the post that uses them is saved (P19, 15 MB per post). */
export const draftKeyField = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** What the editor gets back for an uploaded image. */
export const uploadResultSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  draftKey: z.string(),
  /** Bytes of every image of the draft so far, against 15 MB (P19). */
  draftBytes: z.number().int(),
});

export type UploadResult = z.infer<typeof uploadResultSchema>;

/**
 * Multipart (`file`, and the field `draftKey`): the body is not JSON, so this contract documents
 * the call and its answer; the route reads the parts itself.
 */
export const postFileUpload = defineContract({
  method: 'POST',
  path: '/api/post/file/upload',
  summary:
    'Uploads one editor image (multipart: file, draftKey). png, jpeg, gif or webp by content; ≤ 1 MB each; ≤ 15 MB per draft (P19). Re-encoded without metadata.',
  tags: ['posts'],
  body: z.unknown(),
  data: uploadResultSchema,
});

export const postFileUploadBase64 = defineContract({
  method: 'POST',
  path: '/api/post/file/uploadBase64',
  summary: 'The same as upload for a pasted image sent as a data: URL.',
  tags: ['posts'],
  body: z.strictObject({
    ...langField,
    data: z.string().max(1_500_000),
    draftKey: draftKeyField,
  }),
  data: uploadResultSchema,
});
