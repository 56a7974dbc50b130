import type { RouterContextProvider } from 'react-router';
import { searchAutoComplete, type Suggestion } from '../../../common/contracts/search.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { SEARCH_TEXT_MAX_LENGTH } from '../../../common/search/limits.ts';
import { ApiError } from '../../lib/api.ts';
import { requestServices } from '../../lib/request-context.ts';
import { loadPopularKeywords } from './load-search.server.ts';

/** What the header's box and the phone's modal receive as the member types. */
export type SuggestData =
  { kind: 'popular'; keywords: string[] } | { kind: 'suggestions'; text: string; rows: Suggestion[] };

/** SPEC §2.3: the header's suggestions, at most eight (tags first, then post titles). */
const SUGGESTION_LIMIT = 8;

/**
 * An empty text asks for the popular tags (the modal's chips); any other text for the
 * suggestions of searchAutoComplete. A refused text or a failing call suggests nothing: the
 * box still searches on Enter.
 */
export async function loadSuggestions(
  context: Readonly<RouterContextProvider>,
  lang: Locale,
  url: URL,
): Promise<SuggestData> {
  const text = (url.searchParams.get('text') ?? '').trim().slice(0, SEARCH_TEXT_MAX_LENGTH);
  try {
    if (text === '') return { kind: 'popular', keywords: await loadPopularKeywords(context, lang) };
    const { rows } = await context
      .get(requestServices)
      .api.call(searchAutoComplete, { lang, text, limit: SUGGESTION_LIMIT });
    return { kind: 'suggestions', text, rows };
  } catch (error) {
    if (error instanceof ApiError)
      return text === '' ? { kind: 'popular', keywords: [] } : { kind: 'suggestions', text, rows: [] };
    throw error;
  }
}
