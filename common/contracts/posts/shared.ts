import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../../validation/post.ts';
import { publicUserSchema } from '../accounts/shared.ts';
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
