import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { documentation, type KnowledgeArea, solomon } from '../../../common/contracts/knowledge.ts';
import { AppError } from '../../lib/errors.ts';
import { route } from '../../lib/route.ts';
import { readVisitor, setVisitorCookie } from '../../lib/visitor-cookie.ts';
import type { KnowledgeContext } from './context.ts';
import * as reader from './reader-service.ts';
import { memberReader, type Reader, sendReview, visitorReader } from './review-service.ts';
import { viewerDigest } from './views.ts';

/**
 * The readers' calls of Documentation and Solomon (SPEC §7.5, P24), each under its area's
 * path: the same service calls with the area's kind (documentation: guides, solomon: answers).
 * Everyone may read; drafts exist for administrators only (the services' rule).
 */
export async function knowledgeRoutes(app: FastifyInstance, context: KnowledgeContext): Promise<void> {
  const areas = [
    ['documentation', documentation],
    ['solomon', solomon],
  ] as const;
  for (const [area, calls] of areas) areaRoutes(app, context, area, calls);

  route(app, documentation.helpfulList, async (body, request) =>
    reader.mostHelpful(context, { kind: 'guide', lang: request.lang, limit: body.limit }),
  );
  route(app, documentation.faqTopList, async (body, request) =>
    reader.mostHelpful(context, { kind: 'faq', lang: request.lang, limit: body.limit }),
  );
  route(app, documentation.faqListByGuide, async (body, request) =>
    reader.faqsOfGuide(context, { lang: request.lang, viewer: request.viewer, guideId: body.guideId }),
  );
  route(app, documentation.forumPostsByGuide, async (body, request) =>
    reader.forumPostsOfGuide(context, {
      lang: request.lang,
      viewer: request.viewer,
      guideId: body.guideId,
      limit: body.limit,
    }),
  );
  route(app, documentation.guideOptions, async (_body, request) =>
    reader.guideOptions(context, { lang: request.lang }),
  );

  route(app, solomon.keywordList, async (body, request) =>
    reader.keywordList(context, { lang: request.lang, limit: body.limit }),
  );
  route(app, solomon.referenceList, async (body, request) =>
    reader.referencePosts(context, {
      lang: request.lang,
      viewer: request.viewer,
      faqId: body.faqId,
      limit: body.limit,
    }),
  );
  route(app, solomon.sendReview, async (body, request, reply) =>
    sendReview(context, answeringReader(context, request, reply), {
      id: body.id,
      helpful: body.helpful,
      text: body.text,
      lang: request.lang,
    }),
  );
}

function areaRoutes(
  app: FastifyInstance,
  context: KnowledgeContext,
  area: KnowledgeArea,
  calls: typeof documentation | typeof solomon,
): void {
  const reading = (request: FastifyRequest) => ({ area, lang: request.lang, viewer: request.viewer });

  route(app, calls.categoryList, async (_body, request) => reader.listTopCategories(context, reading(request)));
  route(app, calls.depth2CategoryList, async (body, request) =>
    reader.listSubcategories(context, { ...reading(request), categoryId: body.categoryId }),
  );
  route(app, calls.selectCategoryListByCategory, async (body, request) =>
    reader.selectCategories(context, { ...reading(request), categoryId: body.categoryId }),
  );
  route(app, calls.postListByCategory, async (body, request) =>
    reader.listByCategory(context, {
      ...reading(request),
      categoryId: body.categoryId,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    }),
  );
  route(app, calls.list, async (body, request) =>
    reader.listArea(context, {
      ...reading(request),
      keyword: body.keyword,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    }),
  );
  route(app, calls.getOne, async (body, request) => {
    const readerKey = knownReader(context, request)?.key;
    return reader.getArticle(context, {
      ...reading(request),
      id: body.id,
      readerKey,
      viewerDigest: viewerDigest(context.viewerSecret, { key: readerKey, ip: request.ip }),
    });
  });
  route(app, calls.guideListByFaq, async (body, request) =>
    reader.guidesOfFaq(context, { lang: request.lang, viewer: request.viewer, faqId: body.faqId }),
  );
}

/** The reader of a request as far as it is known: the member, or a visitor's valid cookie. */
function knownReader(context: KnowledgeContext, request: FastifyRequest): Reader | undefined {
  if (request.viewer) return memberReader(request.viewer.id);
  const visitor = readVisitor(request, context.viewerSecret);
  return visitor ? visitorReader(visitor.id) : undefined;
}

/**
 * Who answers "was this helpful?": the member, or the visitor of the signed cookie, given one
 * now when they have none. A refused token (expired, a banned member's) is answered as member
 * calls answer it, so the client refreshes instead of answering as a visitor.
 */
function answeringReader(context: KnowledgeContext, request: FastifyRequest, reply: FastifyReply): Reader {
  if (!request.viewer && request.authError) throw new AppError(request.authError);
  const known = knownReader(context, request);
  if (known) return known;
  return visitorReader(setVisitorCookie(reply, context.config, context.viewerSecret, context.clock.now()).id);
}
