import type { z } from 'zod';
import type { postAdd } from '../../../../common/contracts/posts/posts.ts';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import {
  companyNameIssue,
  contentHtmlIssue,
  contentIssue,
  contentStats,
  tagsCountIssue,
  titleIssue,
} from '../../../../common/validation/post-fields.ts';
import {
  cleanLine,
  COMPANY_NAME_MAX_LENGTH,
  CONTENT_MAX_LENGTH,
  isBlank,
  normalizeTag,
  TAGS_MAX,
  tagIssue,
  tagKey,
  TITLE_MAX_LENGTH,
} from '../../../../common/validation/post.ts';
import { AppError, type AppFieldIssue } from '../../../lib/errors.ts';
import { sanitizePostHtml } from '../shared/sanitize.ts';

/** The fields add and edit share, as the contract parsed them (types are right, values unchecked). */
export type RawPostFields = Pick<
  z.output<(typeof postAdd)['body']>,
  'postLang' | 'categoryId' | 'title' | 'content' | 'adminContent' | 'companyName' | 'tags' | 'visibility' | 'guideId'
>;

/** The category a post names, with its place in the tree (post-repository.findCategoryPlacement). */
export interface CategoryPlacement {
  id: number;
  type: PostGroupingType;
  /** Whether other categories hang under it: posts go in leaves only. */
  hasChildren: boolean;
  /** Retired by an administrator (issue 32): no new post goes there; its posts keep it. */
  retired: boolean;
  /** Its ids from the root down to itself (big, mid, small). */
  path: number[];
}

/** What is stored, after trimming, sanitizing (P15) and every SPEC §5 rule. */
export interface PostFields {
  lang: string;
  categoryId: number;
  category1Id: number;
  category2Id: number | null;
  category3Id: number | null;
  title: string;
  content: string;
  contentText: string;
  thumbnailUrl: string | null;
  imageUrls: string[];
  companyName: string | null;
  /** Distinct whatever the case, in the order given. */
  tags: string[];
  visibility: 'public' | 'private';
  guideId: number | null | undefined;
  /** undefined: keep what is stored (an author's edit never touches the administrators' part). */
  adminContent: string | null | undefined;
}

/** The thumbnail column holds 255 characters; a longer address is simply not used as one. */
const THUMBNAIL_MAX_LENGTH = 255;

/** PostgreSQL text cannot hold U+0000, and no member means one: it is dropped, never a 500. */
export const withoutNul = (value: string) => value.replaceAll('\u0000', '');

function checkContent(html: string, field: string, issues: AppFieldIssue[], required: boolean) {
  const clean = sanitizePostHtml(withoutNul(html));
  const text = clean.text.trim();
  // Written out, escapes and rebuilt attributes can make the HTML longer than what was sent (ADR 0010).
  const code = contentIssue(contentStats(text, clean.imageUrls.length > 0), required) ?? contentHtmlIssue(clean.html);
  if (code) issues.push({ field, code, params: { maximum: CONTENT_MAX_LENGTH } });
  return { ...clean, text };
}

/** Tags as SPEC §5 and ADR 0010 want them: trimmed, one per spelling whatever the case, at most ten. */
function checkTags(raw: string[], issues: AppFieldIssue[]): string[] {
  const tags: string[] = [];
  const seen = new Set<string>();
  raw.forEach((value, index) => {
    const issue = tagIssue(value);
    if (issue) {
      issues.push({ field: `tags.${index}`, code: issue });
      return;
    }
    const tag = normalizeTag(value);
    const key = tagKey(tag);
    if (seen.has(key)) return;
    seen.add(key);
    tags.push(tag);
  });
  const countCode = tagsCountIssue(tags);
  if (countCode) issues.push({ field: 'tags', code: countCode, params: { maximum: TAGS_MAX } });
  return tags;
}

/**
 * Checks and normalizes the body of add and edit. Every field issue is collected and thrown
 * at once (STYLE 5), so the editor marks all of them in one round trip. Authorization (who may
 * write the grouping or admin-only content) is the service's, before this runs.
 */
export function readPostFields(
  raw: RawPostFields,
  context: {
    type: PostGroupingType;
    category: CategoryPlacement | undefined;
    /** Whether the category may be a retired one: an edit keeping the post's own (issue 32). */
    allowRetired: boolean;
    admin: boolean;
    /** Whether `guideId` (when one is given) names a published guide. */
    guideFound: boolean;
  },
): PostFields {
  const issues: AppFieldIssue[] = [];
  const { category, type } = context;

  if (!category || category.type !== type || category.hasChildren || (category.retired && !context.allowRetired)) {
    issues.push({ field: 'categoryId', code: 'categoryPlz' });
  }

  // Plain text, stored as typed (React escapes it when it is shown), one clean line.
  const title = cleanLine(raw.title);
  const titleCode = titleIssue(raw.title);
  if (titleCode) issues.push({ field: 'title', code: titleCode, params: { maximum: TITLE_MAX_LENGTH } });

  const content = checkContent(raw.content, 'content', issues, true);

  let companyName: string | null = null;
  if (type === 'careers') {
    companyName = cleanLine(raw.companyName ?? '');
    const companyCode = companyNameIssue(raw.companyName);
    if (companyCode) {
      issues.push({ field: 'companyName', code: companyCode, params: { maximum: COMPANY_NAME_MAX_LENGTH } });
    }
  }

  const tags = checkTags(raw.tags, issues);

  // SPEC §2.2's linked guide is a published Documentation guide (P24); the service looked it up
  // (context.guides, knowledge's answer) before this runs. Null (no guide) is always fine.
  if (raw.guideId !== undefined && raw.guideId !== null && !context.guideFound) {
    issues.push({ field: 'guideId', code: 'guideNotFound' });
  }

  let adminContent: string | null | undefined;
  if (context.admin && raw.adminContent !== undefined) {
    if (raw.adminContent === null) adminContent = null;
    else {
      const clean = checkContent(raw.adminContent, 'adminContent', issues, false);
      adminContent = isBlank(clean.text) && clean.imageUrls.length === 0 ? null : clean.html;
    }
  }

  if (issues.length > 0) throw new AppError('VALIDATION_FAILED', { fields: issues });
  // The check above guarantees a leaf of the grouping; its path has one to three ids.
  const path = category!.path;
  const thumbnail = content.imageUrls[0];
  return {
    lang: raw.postLang,
    categoryId: category!.id,
    category1Id: path[0]!,
    category2Id: path[1] ?? null,
    category3Id: path[2] ?? null,
    title,
    content: content.html,
    contentText: content.text,
    thumbnailUrl: thumbnail !== undefined && thumbnail.length <= THUMBNAIL_MAX_LENGTH ? thumbnail : null,
    imageUrls: content.imageUrls,
    companyName,
    tags,
    visibility: raw.visibility,
    guideId: raw.guideId,
    adminContent,
  };
}
