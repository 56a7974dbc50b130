import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../../validation/post.ts';
import { publicUserSchema } from '../accounts/shared.ts';
import { langField } from '../envelope.ts';
import { POST_GROUPING_TYPES } from '../reference.ts';

/** Fields and shapes the posts feature's calls share (common/contracts/posts/*.ts). */

/** Database ids are 32-bit integers on PostgreSQL; a larger number can only be unknown. */
export const idField = z.number().int().min(1).max(2_147_483_647);

export const pageNum = z.number().int().min(1).max(100_000).default(1);

export const pageSizeField = (fallback: number) => z.number().int().min(1).max(PAGE_SIZE_MAX).default(fallback);

export const postGroupingTypeSchema = z.enum(POST_GROUPING_TYPES);

// ---------------------------------------------------------------- shapes

export const postAuthorSchema = publicUserSchema;

export const listOf = <Row extends z.ZodType>(row: Row) =>
  z.object({ rows: z.array(row), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() });

/**
 * A member's list names the member as `userInfoId`, or `id` as SPEC §7.1 writes it (issue 14):
 * one of the two.
 */
export const memberListBody = z
  .strictObject({
    ...langField,
    userInfoId: idField.optional(),
    id: idField.optional(),
    pageNum,
    pageSize: pageSizeField(20),
  })
  .refine((body) => (body.userInfoId === undefined) !== (body.id === undefined), { path: ['userInfoId'] });

/** The member a member list names (memberListBody guarantees one of the two). */
export function memberOfList(body: { userInfoId?: number | undefined; id?: number | undefined }): number {
  return (body.userInfoId ?? body.id)!;
}
