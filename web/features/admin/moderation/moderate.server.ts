import { data } from 'react-router';
import { adminModeration } from '../../../../common/contracts/admin/moderation.ts';
import { ApiError } from '../../../lib/api.ts';
import { requireAdmin } from '../../../lib/admin-only.server.ts';
import { formText } from '../../../lib/form-data.ts';
import { parseId } from '../../../lib/parse-id.ts';
import { requestServices } from '../../../lib/request-context.ts';
import { MODERATION_INTENTS, type ModerationIntent, type ModerationResult } from './moderation-intents.ts';

const CALLS = {
  uphold: adminModeration.reportUphold,
  dismiss: adminModeration.reportDismiss,
  hide: adminModeration.contentHide,
  restore: adminModeration.contentRestore,
  delete: adminModeration.contentDelete,
} as const;

/**
 * The moderation pages' action: one call per intent; a refusal (a reason missing, a second
 * restore) comes back with the API's message for the page to say, the field's first if any.
 */
export async function moderate(args: {
  request: Request;
  params: { lang?: string };
  context: Parameters<typeof requireAdmin>[0]['context'];
}): Promise<ModerationResult> {
  const { lang } = await requireAdmin(args);
  const form = await args.request.formData();
  const intent = formText(form, 'intent') as ModerationIntent;
  const targetType = formText(form, 'targetType');
  const targetId = parseId(formText(form, 'targetId'));
  if (!MODERATION_INTENTS.includes(intent) || (targetType !== 'post' && targetType !== 'reply') || !targetId) {
    throw data(null, { status: 400 });
  }
  const reason = formText(form, 'reason');
  const api = args.context.get(requestServices).api;
  const at = Date.now();
  try {
    const body = {
      lang,
      targetType,
      targetId,
      ...(reason || intent === 'hide' || intent === 'restore' || intent === 'delete' ? { reason } : {}),
    } as const;
    await api.call(CALLS[intent], body as never);
    return { ok: true, intent, at };
  } catch (error) {
    if (!(error instanceof ApiError) || error.status >= 500) throw error;
    return { ok: false, intent, message: error.fields[0]?.message ?? error.message, at };
  }
}
