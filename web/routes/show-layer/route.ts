import { redirect } from 'react-router';
import { userShowLayer } from '../../../common/contracts/gamification.ts';
import { ApiError } from '../../lib/api.ts';
import { formText } from '../../lib/form-data.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { parseId } from '../../lib/parse-id.ts';
import { requestServices } from '../../lib/request-context.ts';
import type { Route } from './+types/route';

/**
 * Where a celebration layer is marked shown (SPEC §3.5, §4; web/features/gamification): the
 * dialog posts the layer's id when it is closed, and with `next` (a page of this site in this
 * language, "see followers") the answer goes there. A refusal is not the member's concern: the
 * celebration is gone from the screen either way, and comes back on the next page if it stayed.
 */
export async function action({ params, request, context }: Route.ActionArgs) {
  const lang = pageLocale(params);
  const form = await request.formData();
  const id = parseId(formText(form, 'id'));
  let ok = false;
  if (id !== undefined) {
    try {
      await context.get(requestServices).api.call(userShowLayer, { lang, id });
      ok = true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
    }
  }
  const next = formText(form, 'next');
  // Only a path of this site: never another host (//…, \…).
  if (next.startsWith(`/${lang}/`) && !/\/\/|\\/.test(next)) throw redirect(next);
  return { ok };
}
