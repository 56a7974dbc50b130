import type { Viewer } from '../../lib/viewer.ts';

/**
 * Who may do what in the knowledge areas, as pure predicates (STYLE 6). P24: administrators
 * write the articles and read the feedback; for everyone else drafts do not exist.
 */
type Who = Pick<Viewer, 'admin'> | null;

export function canSeeDrafts(viewer: Who): boolean {
  return viewer?.admin === true;
}

/** Authoring: categories, articles, order; and marking forum posts as references (posts' own rule). */
export function canAuthor(viewer: Who): boolean {
  return viewer?.admin === true;
}

/** The readers' answers and their texts. */
export function canReadFeedback(viewer: Who): boolean {
  return viewer?.admin === true;
}

/** P24: readers answer only about what they can read: a published article. */
export function canReview(article: { status: 'draft' | 'published' }): boolean {
  return article.status === 'published';
}
