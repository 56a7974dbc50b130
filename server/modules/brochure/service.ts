import type { z } from 'zod';
import type { brochureApplyBody } from '../../../common/contracts/brochure.ts';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../../../common/i18n/locales.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { findFirstAdministrator } from '../accounts/service.ts';
import { queueMail, siteLink } from '../mail/service.ts';
import { loadMemberCards } from '../members/service.ts';
import type { BrochureContext } from './context.ts';
import { insertBrochureRequest, listBrochureRequests } from './repository.ts';

export type BrochureApplication = z.output<typeof brochureApplyBody>;

/** The operator's address and the language its mail is written in (P32). */
async function recipientOf(context: BrochureContext): Promise<{ to: string; lang: Locale } | undefined> {
  if (context.config.BROCHURE_EMAIL) return { to: context.config.BROCHURE_EMAIL, lang: DEFAULT_LOCALE };
  const admin = await findFirstAdministrator(context.db);
  if (!admin) return undefined;
  return { to: admin.email, lang: isLocale(admin.lang) ? admin.lang : DEFAULT_LOCALE };
}

/**
 * /api/brochure/apply (DECISIONS P32): a member's application is stored and its mail to the
 * operator put in the outbox in one transaction, so neither exists without the other (P27).
 * The limit is reserved first, after the body was validated, so mistakes are not counted and a
 * refused application costs nothing. Texts are stored trimmed and as typed: they are plain
 * text everywhere they are shown (the mail's layout escapes them, the console renders text).
 */
export async function applyForBrochure(
  context: BrochureContext,
  viewer: Pick<Viewer, 'id'>,
  input: { lang: Locale; application: BrochureApplication },
): Promise<{ id: number }> {
  await context.limit.check(viewer.id);
  const { application } = input;
  const now = context.clock.now().toISOString();
  const phone = application.phone?.trim() || null;
  const recipient = await recipientOf(context);
  const id = await context.transaction(async (trx) => {
    const requestId = await insertBrochureRequest(trx, {
      userId: viewer.id,
      company: application.company.trim(),
      name: application.name.trim(),
      email: application.email.trim(),
      phone,
      interest: application.interest.trim(),
      lang: input.lang,
      consentedAt: now,
      createdAt: now,
    });
    if (recipient) {
      const member = (await loadMemberCards(trx, [viewer.id])).get(viewer.id);
      await queueMail(trx, context, {
        to: recipient.to,
        lang: recipient.lang,
        template: 'brochureRequest',
        params: {
          company: application.company.trim(),
          name: application.name.trim(),
          email: application.email.trim(),
          phone,
          interest: application.interest.trim(),
          memberName: member?.nickName ?? String(viewer.id),
          memberLang: input.lang,
          memberLink: siteLink(context, recipient.lang, `/user/profile/${viewer.id}`),
          appliedAt: now,
        },
      });
    }
    return requestId;
  });
  // Stored all the same: the administrators' list shows it even when nobody could be mailed.
  if (!recipient)
    context.log.warn({ brochureRequestId: id }, 'A brochure request has no recipient: set BROCHURE_EMAIL');
  return { id };
}

/** /api/brochure/get_list: a page of applications with their members, for administrators (policy in routes). */
export async function listBrochureApplications(
  context: Pick<BrochureContext, 'db'>,
  page: { pageNum: number; pageSize: number },
) {
  const { rows, total } = await listBrochureRequests(context.db, {
    offset: (page.pageNum - 1) * page.pageSize,
    limit: page.pageSize,
  });
  const members = await loadMemberCards(
    context.db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return { rows, members, total, pageNum: page.pageNum, pageSize: page.pageSize };
}
