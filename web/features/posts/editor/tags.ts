import { normalizeTag, TAGS_MAX, tagIssue, tagKey } from '../../../../common/validation/post.ts';

export type TagIssue = 'tagsMaxCount' | 'tagPlz' | 'tagMaxLength' | 'tagFormat';

export interface TagsAdded {
  tags: string[];
  /** What could not be added yet, left in the input for the member to fix. */
  rest: string;
  /** Why `rest` was not added (an errors-namespace key), if it was refused. */
  issue?: TagIssue;
}

/** Tags are one word whatever their case or width, as the server keeps them (tagKey): "GA4" and "ga4" are one. */
function sameTag(first: string, second: string): boolean {
  return tagKey(first) === tagKey(second);
}

/**
 * Adds what the member typed or pasted ("a, b, c": commas separate tags) to `current`, with the
 * rules of SPEC §5 that the server applies too (common/validation/post.ts): at most 10 tags,
 * each normalized and checked. Duplicates are dropped quietly. The first refused piece stops
 * the adding, and it and everything after it stay in the input.
 */
export function addTags(current: readonly string[], typed: string): TagsAdded {
  const tags = [...current];
  const pieces = typed.split(/[,，、]/);
  for (let index = 0; index < pieces.length; index += 1) {
    const tag = normalizeTag((pieces[index] ?? '').trim());
    if (tag === '') continue;
    if (tags.some((existing) => sameTag(existing, tag))) continue;
    const rest = pieces.slice(index).join(',').trim();
    const issue = tagIssue(tag);
    if (issue) return { tags, rest, issue };
    if (tags.length >= TAGS_MAX) return { tags, rest, issue: 'tagsMaxCount' };
    tags.push(tag);
  }
  return { tags, rest: '' };
}

/** The suggestions worth showing: not already chosen. */
export function freshSuggestions(suggestions: readonly string[], chosen: readonly string[]): string[] {
  return suggestions.filter((keyword) => !chosen.some((tag) => sameTag(tag, keyword)));
}
