import type { Locale } from '../../../common/i18n/locales.ts';
import { loadMemberCards } from '../members/service.ts';
import { titlesOf } from './article-admin-service.ts';
import * as articles from './article-repository.ts';
import { loadAreaTree, showArticles } from './catalog.ts';
import type { KnowledgeContext } from './context.ts';
import { presentCard, presentReview } from './presenter.ts';
import { listLatestNoTexts, listReviews, listUnhelpfulCounts } from './review-repository.ts';

/**
 * What administrators read of the readers' answers (P24): the answers with their texts, and
 * the articles that most often did not help. Authorization is the routes' (P31).
 */
type ReadContext = Pick<KnowledgeContext, 'db' | 'clock'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The "no" texts shown per article of the unhelpful list. */
export const UNHELPFUL_TEXTS_PER_ARTICLE = 5;

/** /api/knowledge/admin/review/get_list: newest first, with the article and the member (null for visitors). */
export async function listArticleReviews(
  context: ReadContext,
  input: {
    articleId?: number | undefined;
    helpful?: boolean | undefined;
    lang: Locale;
    pageNum: number;
    pageSize: number;
  },
) {
  const { rows, total } = await listReviews(context.db, {
    articleId: input.articleId,
    helpful: input.helpful,
    offset: (input.pageNum - 1) * input.pageSize,
    limit: input.pageSize,
  });
  const found = await articles.findArticles(
    context.db,
    rows.map((row) => row.articleId),
  );
  const titles = await titlesOf(context, found, input.lang);
  const kinds = new Map(found.map((row) => [row.id, row.kind]));
  const members = await loadMemberCards(
    context.db,
    rows.flatMap((row) => (row.userId === null ? [] : [row.userId])),
  );
  return {
    rows: rows.map((row) =>
      presentReview(
        row,
        { id: row.articleId, kind: kinds.get(row.articleId) ?? 'guide', title: titles.get(row.articleId) ?? '' },
        row.userId === null ? undefined : members.get(row.userId),
      ),
    ),
    total,
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  };
}

/** /api/knowledge/admin/get_unhelpful_list: most "no" answers in the last `days`, with their latest texts. */
export async function listUnhelpfulArticles(
  context: ReadContext,
  input: { days: number; limit: number; lang: Locale },
) {
  const since = new Date(context.clock.now().getTime() - input.days * DAY_MS).toISOString();
  const counts = await listUnhelpfulCounts(context.db, { since, limit: input.limit });
  const ids = counts.map((row) => row.articleId);
  const [found, texts, documentation, solomon] = await Promise.all([
    articles.findArticles(context.db, ids),
    listLatestNoTexts(context.db, { articleIds: ids, since, perArticle: UNHELPFUL_TEXTS_PER_ARTICLE }),
    loadAreaTree(context.db, 'documentation'),
    loadAreaTree(context.db, 'solomon'),
  ]);
  const byId = new Map(found.map((row) => [row.id, row]));
  const ordered = ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
  const shown = new Map(
    (await showArticles(context.db, [documentation, solomon], ordered, input.lang)).map((item) => [
      item.article.id,
      item,
    ]),
  );
  return {
    rows: counts.flatMap((count) => {
      const item = shown.get(count.articleId);
      if (!item) return [];
      return [
        {
          article: presentCard(item, input.lang),
          noCount: count.noCount,
          yesCount: count.yesCount,
          texts: (texts.get(count.articleId) ?? []).map((review) => ({
            text: review.text ?? '',
            lang: review.lang,
            createdAt: review.createdAt,
          })),
        },
      ];
    }),
  };
}
