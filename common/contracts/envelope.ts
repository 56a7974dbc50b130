import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';

/** A call of SPEC §7: its path, method, request body and the `data` of its success envelope. */
export interface Contract<Body extends z.ZodType = z.ZodType, Data extends z.ZodType = z.ZodType> {
  method: 'POST' | 'GET';
  path: string;
  body: Body;
  data: Data;
  summary: string;
  tags: string[];
}

export function defineContract<Body extends z.ZodType, Data extends z.ZodType>(
  contract: Contract<Body, Data>,
): Contract<Body, Data> {
  return contract;
}

export const localeSchema = z.enum(LOCALES);
/** Most calls accept the interface language; it also picks the language of error messages. */
export const langField = { lang: localeSchema.optional() };

/** Names in every interface language (DECISIONS P2), sent beside the one in the request's language. */
export const localizedNames = z.object({ ko: z.string(), en: z.string(), ja: z.string() });

export function successEnvelope<Data extends z.ZodType>(data: Data) {
  return z.object({ success: z.literal(true), data });
}

export const errorEnvelope = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  fields: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })).optional(),
});

export type BodyOf<C extends Contract> = z.input<C['body']>;
export type DataOf<C extends Contract> = z.output<C['data']>;
