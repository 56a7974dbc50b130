import { tagKey } from '../../../common/validation/post.ts';
import type { ArticleIndexSource } from '../knowledge/service.ts';
import { analyzeForIndex } from './analyzer.ts';
import type { IndexDocument } from './document.ts';

/**
 * A knowledge article's texts as documents (issue 31): one per language it is written in,
 * analyzed as posts are (P33), its keywords as the tags column. Drafts have none: a reader
 * never finds one. Its categories fill the first two levels, as a post's do.
 */
export function documentsOfArticle(article: ArticleIndexSource): IndexDocument[] {
  if (!article.published) return [];
  return article.texts.map((text) => {
    const tags = [
      ...new Map(text.keywords.map((keyword) => [tagKey(keyword), { key: tagKey(keyword), keyword }])).values(),
    ];
    return {
      kind: article.kind,
      itemId: article.id,
      lang: text.lang,
      groupingType: null,
      categoryIds: [article.parentCategoryId, article.categoryId, null],
      authorId: null,
      title: text.title,
      bodyText: text.plainText,
      viewCount: article.viewCount,
      createdAt: article.updatedAt,
      tags,
      tokens: {
        title: analyzeForIndex(text.title),
        tags: text.keywords.flatMap((keyword) => analyzeForIndex(keyword)),
        body: analyzeForIndex(text.plainText),
        admin: [],
      },
    };
  });
}
