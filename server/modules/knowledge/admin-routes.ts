import type { FastifyInstance, FastifyRequest } from 'fastify';
import { knowledgeAdmin } from '../../../common/contracts/knowledge.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import type { Viewer } from '../../lib/viewer.ts';
import { refuseNonAdministrators } from '../../plugins/auth.ts';
import * as articles from './article-admin-service.ts';
import * as categories from './category-admin-service.ts';
import type { KnowledgeContext } from './context.ts';
import { listArticleReviews, listUnhelpfulArticles } from './feedback-service.ts';
import { canAuthor } from './policy.ts';

/**
 * Administrators' calls of the knowledge areas (issue 31): categories, articles, the readers'
 * answers. P31: for everyone but administrators the console does not exist, so every call
 * answers them NOT_FOUND, visitors and members alike (a banned administrator's session is
 * already ended, P12: a visitor), checked before the body is read, whatever it holds.
 */
function administrator(request: FastifyRequest): Viewer {
  const viewer = request.viewer;
  if (!viewer || !canAuthor(viewer)) throw new AppError('NOT_FOUND');
  return viewer;
}

export async function knowledgeAdminRoutes(app: FastifyInstance, context: KnowledgeContext): Promise<void> {
  refuseNonAdministrators(app);
  route(app, knowledgeAdmin.categoryList, async (body, request) => {
    administrator(request);
    return categories.listAreaCategories(context, { area: body.area, lang: request.lang });
  });
  route(app, knowledgeAdmin.categorySave, async (body, request) => {
    return categories.saveCategory(context, administrator(request).id, {
      id: body.id,
      area: body.area,
      parentId: body.parentId,
      names: body.names,
    });
  });
  route(app, knowledgeAdmin.categoryDelete, async (body, request) => {
    return categories.deleteCategory(context, administrator(request).id, body.id);
  });
  route(app, knowledgeAdmin.categoryReorder, async (body, request) => {
    return categories.reorderCategories(context, administrator(request).id, {
      area: body.area,
      parentId: body.parentId,
      ids: body.ids,
    });
  });

  route(app, knowledgeAdmin.articleList, async (body, request) => {
    administrator(request);
    return articles.listAdminArticles(context, {
      area: body.area,
      categoryId: body.categoryId,
      status: body.status,
      lang: request.lang,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });
  route(app, knowledgeAdmin.articleGet, async (body, request) => {
    administrator(request);
    return articles.getAdminArticle(context, { id: body.id, lang: request.lang });
  });
  route(app, knowledgeAdmin.articleSave, async (body, request) => {
    const { lang: _lang, ...input } = body;
    return articles.saveArticle(context, administrator(request), input);
  });
  route(app, knowledgeAdmin.articleDelete, async (body, request) => {
    return articles.deleteArticle(context, administrator(request).id, body.id);
  });
  route(app, knowledgeAdmin.articleReorder, async (body, request) => {
    return articles.reorderArticles(context, administrator(request).id, { categoryId: body.categoryId, ids: body.ids });
  });

  route(app, knowledgeAdmin.reviewList, async (body, request) => {
    administrator(request);
    return listArticleReviews(context, {
      articleId: body.articleId,
      helpful: body.helpful,
      lang: request.lang,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    });
  });
  route(app, knowledgeAdmin.unhelpfulList, async (body, request) => {
    administrator(request);
    return listUnhelpfulArticles(context, { days: body.days, limit: body.limit, lang: request.lang });
  });
}
