import { data, type RouterContextProvider } from 'react-router';
import { mailboxList } from '../../../common/contracts/mail.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { ApiError } from '../../lib/api.ts';
import { requestServices } from '../../lib/request-context.ts';

export const MAILBOX_PAGE_SIZE = 20;

/**
 * One page of the outbox for the mailbox page, and the mail to show in full. Server-only: the
 * contract's zod schemas stay out of the browser bundle. The API answers 404 wherever the
 * mailbox is off or the visitor is not on this machine; the page answers the same.
 */
export async function loadMailbox(
  context: Readonly<RouterContextProvider>,
  query: { lang: Locale; to: string; page: number; mailId: number | undefined },
) {
  let result;
  try {
    result = await context.get(requestServices).api.call(mailboxList, {
      lang: query.lang,
      ...(query.to ? { to: query.to } : {}),
      pageNum: query.page,
      pageSize: MAILBOX_PAGE_SIZE,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
  const selected = result.rows.find((mail) => mail.id === query.mailId) ?? result.rows[0];
  return {
    total: result.total,
    pages: Math.max(1, Math.ceil(result.total / MAILBOX_PAGE_SIZE)),
    // The list needs no bodies; only the selected mail travels in full.
    rows: result.rows.map(({ html: _html, text: _text, ...summary }) => summary),
    selected: selected ?? null,
  };
}
