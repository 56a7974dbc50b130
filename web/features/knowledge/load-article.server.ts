import { redirect } from 'react-router';
import { documentation, solomon } from '../../../common/contracts/knowledge.ts';
import type { Article, ArticleCard, KnowledgeArea } from '../../../common/contracts/knowledge.ts';
import type { PostCard } from '../../../common/contracts/posts/posts.ts';
import type { Locale } from '../../../common/i18n/locales.ts';
import { parseId } from '../../lib/parse-id.ts';
import { apiOf, areaContracts, type Context, notFound, rethrowMissing } from './knowledge-api.server.ts';
import { areaOfKind, knowledgePaths } from './knowledge-paths.ts';

export interface ArticlePageData {
  area: KnowledgeArea;
  lang: Locale;
  article: Article;
  /** A guide: the answers that link it; an answer: the guides it links. */
  linked: ArticleCard[];
  /** A guide: forum posts that link it; an answer: reference posts that link one of its guides. */
  posts: PostCard[];
}

const POSTS_SHOWN = 5;

/**
 * {lang}/{area}/post/{id}: the article (a view is counted by the API) and what links to it.
 * An article of the other area is sent to its own address.
 */
export async function loadArticlePage(
  context: Context,
  lang: Locale,
  area: KnowledgeArea,
  rawId: string | undefined,
): Promise<ArticlePageData> {
  const id = parseId(rawId);
  if (id === undefined) throw notFound();
  const api = apiOf(context);
  const article = await api.call(areaContracts(area).getOne, { lang, id }).catch(rethrowMissing);
  if (areaOfKind(article.kind) !== area) throw redirect(knowledgePaths.article(lang, article.kind, id));

  if (article.kind === 'guide') {
    const [faqs, posts] = await Promise.all([
      api.call(documentation.faqListByGuide, { lang, guideId: id }),
      api.call(documentation.forumPostsByGuide, { lang, guideId: id, limit: POSTS_SHOWN }),
    ]);
    return { area, lang, article, linked: faqs.rows, posts: posts.rows };
  }
  const [guides, references] = await Promise.all([
    api.call(solomon.guideListByFaq, { lang, faqId: id }),
    api.call(solomon.referenceList, { lang, faqId: id, limit: POSTS_SHOWN }),
  ]);
  return { area, lang, article, linked: guides.rows, posts: references.rows };
}
