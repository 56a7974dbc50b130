import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import { LOCALES, type Locale } from '../../../../common/i18n/locales.ts';
import {
  COMPANY_NAME_MAX_LENGTH,
  CONTENT_MAX_LENGTH,
  TAGS_MAX,
  textLength,
  TITLE_MAX_LENGTH,
  VISIBILITIES,
  type Visibility,
} from '../../../../common/validation/post.ts';

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

/** What the editor reports about its document, beside the HTML. */
export interface ContentStats {
  /** Characters of text as a member counts them (SPEC §5: 60,000). */
  length: number;
  /** No text and no image: nothing to publish (a video alone is not content, as on the server). */
  empty: boolean;
}

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
  };
}

/**
 * The rules of SPEC §5 for one field, as errors-namespace keys: the same keys the server
 * answers with (common/contracts/posts.ts), so both say the same thing.
 */
export function postFieldIssue(
  field: PostFormField,
  values: PostFormValues,
  context: { type: PostGroupingType; content: ContentStats },
): string | undefined {
  switch (field) {
    case 'categoryId':
      return values.categoryId === null ? 'categoryPlz' : undefined;
    case 'companyName': {
      if (context.type !== 'careers') return undefined;
      const name = values.companyName.trim();
      if (name === '') return 'companyNamePlz';
      return textLength(name) > COMPANY_NAME_MAX_LENGTH ? 'companyNameMaxLength' : undefined;
    }
    case 'title': {
      const title = values.title.trim();
      if (title === '') return 'titlePlz';
      return textLength(title) > TITLE_MAX_LENGTH ? 'titleMaxLength' : undefined;
    }
    case 'content':
      if (context.content.empty) return 'contentPlz';
      return context.content.length > CONTENT_MAX_LENGTH ? 'contentMaxLength' : undefined;
    case 'tags':
      return values.tags.length > TAGS_MAX ? 'tagsMaxCount' : undefined;
    case 'visibility':
      return (VISIBILITIES as readonly string[]).includes(values.visibility) ? undefined : 'visibilityPlz';
    case 'postLang':
      return (LOCALES as readonly string[]).includes(values.postLang) ? undefined : 'invalidValue';
    case 'adminContent':
      return undefined;
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
