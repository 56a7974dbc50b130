import { data, type RouterContextProvider } from 'react-router';
import { solomon } from '../../../common/contracts/knowledge.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { ApiError } from '../../lib/api.ts';
import { formText } from '../../lib/form-data.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import { notFound } from './knowledge-api.server.ts';
import type { ReviewResult } from './review-result.ts';

/**
 * "Was this helpful?" (SPEC §5, issue 31): the box posts here, by fetcher or, without script,
 * as the page's form. The API checks the text (required on "no") and the once-per-reader rule;
 * its refusals come back as data for the box (200, as the other forms' actions answer).
 */
export async function sendReview(
  context: Readonly<RouterContextProvider>,
  lang: Locale,
  rawId: string | undefined,
  form: FormData,
) {
  const id = parseId(rawId);
  if (id === undefined) throw notFound();
  const choice = formText(form, 'helpful');
  const text = formText(form, 'text');
  if (choice !== 'yes' && choice !== 'no') {
    const refused: ReviewResult = {
      ok: false,
      helpful: null,
      code: 'BAD_REQUEST',
      message: i18nFor(lang).t('errors:BAD_REQUEST'),
      fields: {},
      text,
    };
    return data(refused);
  }
  const helpful = choice === 'yes';
  try {
    const counts = await context.get(requestServices).api.call(solomon.sendReview, {
      lang,
      id,
      helpful,
      ...(text.trim() === '' ? {} : { text }),
    });
    const sent: ReviewResult = { ok: true, helpful, ...counts };
    return data(sent);
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    if (error.status === 404) throw notFound();
    const textIssue = error.fields.find((issue) => issue.field === 'text');
    const refused: ReviewResult = {
      ok: false,
      helpful,
      code: error.code,
      message: error.message,
      fields: textIssue ? { text: textIssue.message } : {},
      text,
    };
    return data(refused);
  }
}
