import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';
import {
  categoryIssue,
  companyNameIssue,
  contentHtmlIssue,
  contentIssue,
  type ContentStats,
  postLangIssue,
  tagsCountIssue,
  titleIssue,
  visibilityIssue,
} from '../../../../common/validation/post-fields.ts';
import { tagIssue, type Visibility } from '../../../../common/validation/post.ts';

export type { ContentStats };

/** What the write form holds; the draft stores exactly this (SPEC §2.2 "Write post"). */
export interface PostFormValues {
  postLang: Locale;
  /** The chosen leaf category, or null until one is chosen. */
  categoryId: number | null;
  companyName: string;
  title: string;
  /** The editor's HTML; '' when empty. */
  content: string;
  /** Administrators only (P14); '' when empty. */
  adminContent: string;
  tags: string[];
  /** '' until the member chooses (SPEC §5: visibility must be chosen). */
  visibility: Visibility | '';
  /** The documentation guide the post links (SPEC §2.2, issue 31; forum posts), or none. */
  guideId: number | null;
}

/** The fields that can show a mistake, in the order the form shows them (focus goes to the first). */
export const POST_FORM_FIELDS = [
  'postLang',
  'categoryId',
  'companyName',
  'title',
  'content',
  'adminContent',
  'tags',
  'visibility',
] as const;
export type PostFormField = (typeof POST_FORM_FIELDS)[number];

/** Field → an errors-namespace key (SPEC §5) or, for server answers, the message itself. */
export type PostFormIssues = Partial<Record<PostFormField, string>>;

export function emptyPostForm(postLang: Locale): PostFormValues {
  return {
    postLang,
    categoryId: null,
    companyName: '',
    title: '',
    content: '',
    adminContent: '',
    tags: [],
    visibility: '',
    guideId: null,
  };
}

/**
 * The rules of SPEC §5 for one field, as errors-namespace keys: the functions of
 * common/validation/post-fields.ts that the server's readPostFields calls too, after the input
 * ceilings the contract checks, so both say the same thing (post-form.agreement.test.ts).
 */
export function postFieldIssue(
  field: PostFormField,
  values: PostFormValues,
  context: { type: PostGroupingType; content: ContentStats },
): string | undefined {
  switch (field) {
    case 'categoryId':
      return categoryIssue(values.categoryId);
    case 'companyName':
      return context.type === 'careers' ? companyNameIssue(values.companyName) : undefined;
    case 'title':
      return titleIssue(values.title);
    case 'content':
      // The contract refuses HTML past its ceiling before the service counts the text.
      return contentHtmlIssue(values.content) ?? contentIssue(context.content, true);
    case 'tags':
      // The contract counts them first; a restored draft may hold a tag the tag input would refuse.
      return tagsCountIssue(values.tags) ?? values.tags.map((tag) => tagIssue(tag)).find(Boolean);
    case 'visibility':
      return visibilityIssue(values.visibility);
    case 'postLang':
      return postLangIssue(values.postLang);
    case 'adminContent':
      // Its text is counted by the server only (the form keeps no stats of it); its HTML here too.
      return contentHtmlIssue(values.adminContent);
  }
}

export function postFormIssues(
  values: PostFormValues,
  context: { type: PostGroupingType; content: ContentStats },
): PostFormIssues {
  const issues: PostFormIssues = {};
  for (const field of POST_FORM_FIELDS) {
    const issue = postFieldIssue(field, values, context);
    if (issue) issues[field] = issue;
  }
  return issues;
}

/** The API names fields as the contract does (`tags.3` for the fourth tag): the form field it belongs to. */
export function formFieldOf(apiField: string): PostFormField | undefined {
  const head = apiField.split('.')[0];
  return (POST_FORM_FIELDS as readonly string[]).includes(head ?? '') ? (head as PostFormField) : undefined;
}
