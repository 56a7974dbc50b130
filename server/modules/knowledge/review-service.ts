import type { Locale } from '../../../common/i18n/locales.ts';
import { AppError } from '../../lib/errors.ts';
import { addHelpfulAnswer, findArticle } from './article-repository.ts';
import type { KnowledgeContext } from './context.ts';
import { canReview } from './policy.ts';
import { insertReview } from './review-repository.ts';

/** Who answers: a member (`u<id>`) or a visitor's signed cookie (`v<id>`), the key of knowledge_reviews. */
export interface Reader {
  key: string;
  userId: number | null;
}

export const memberReader = (userId: number): Reader => ({ key: `u${userId}`, userId });
export const visitorReader = (visitorId: string): Reader => ({ key: `v${visitorId}`, userId: null });

/**
 * /api/solomon/send_review (SPEC §5, P24): a reader's "was this helpful?" on a published guide
 * or answer, once each. The contract has checked the text (required on "no"). The limit is
 * reserved after the article is known, so an answer about nothing costs nothing; the answer and
 * the article's counts are written in one transaction, and the unique index decides a race
 * between two answers of one reader (ALREADY_REVIEWED). The text is plain text, stored trimmed
 * as typed: every page shows it as text, never as HTML.
 */
export async function sendReview(
  context: Pick<KnowledgeContext, 'db' | 'transaction' | 'clock' | 'reviewLimit'>,
  reader: Reader,
  input: { id: number; helpful: boolean; text: string | undefined; lang: Locale },
): Promise<{ helpfulCount: number; notHelpfulCount: number }> {
  const article = await findArticle(context.db, input.id);
  if (!article || !canReview(article)) throw new AppError('NOT_FOUND');
  await context.reviewLimit.check(reader.key);
  const text = (input.text ?? '').replaceAll('\u0000', '').trim();
  const at = context.clock.now().toISOString();
  return context.transaction(async (trx) => {
    const stored = await insertReview(trx, {
      articleId: article.id,
      readerKey: reader.key,
      userId: reader.userId,
      helpful: input.helpful,
      text: text === '' ? null : text,
      lang: input.lang,
      at,
    });
    if (!stored) throw new AppError('ALREADY_REVIEWED');
    const counts = await addHelpfulAnswer(trx, article.id, input.helpful);
    return { helpfulCount: counts.helpfulYes, notHelpfulCount: counts.helpfulNo };
  });
}
