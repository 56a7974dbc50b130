import type { FastifyInstance } from 'fastify';
import {
  categoryList,
  codeGetList,
  codeGetOne,
  mbtiGetList,
  mbtiGetOne,
  postGroupingGetGroupList,
  postGroupingGetList,
  postGroupingGetOne,
  reportGetCode,
} from '../../../common/contracts/reference.ts';
import { createAnswerCache } from '../../lib/answer-cache.ts';
import { route } from '../../lib/route.ts';
import {
  presentCategoryTree,
  presentCharacter,
  presentCode,
  presentMbti,
  presentPostGrouping,
  presentPostGroupingFor,
  presentReportReason,
} from './presenter.ts';
import type { ReferenceContext } from './context.ts';
import * as service from './service.ts';

/**
 * SPEC §7.3 and the report codes of §7.4. Public reads even under /api/admin/: the sign-up
 * form and the write form need codes and categories before anyone is an administrator.
 */
export async function referenceRoutes(app: FastifyInstance): Promise<void> {
  const ctx: ReferenceContext = { db: app.services.db };

  route(app, codeGetList, async (body, request) => {
    const rows = (await service.listCodes(ctx, body.group)).map((code) => presentCode(code, request.lang));
    return { rows, total: rows.length };
  });

  route(app, codeGetOne, async (body, request) => presentCode(await service.getCode(ctx, body), request.lang));

  // These two answers carry the viewer's `can` flags: they must never go through an answer cache.
  route(app, postGroupingGetList, async (_body, request) => {
    const rows = (await service.listPostGroupings(ctx)).map((grouping) =>
      presentPostGroupingFor(request.viewer, grouping, request.lang),
    );
    return { rows, total: rows.length };
  });

  route(app, postGroupingGetOne, async (body, request) =>
    presentPostGroupingFor(request.viewer, await service.getPostGrouping(ctx, body), request.lang),
  );

  route(app, postGroupingGetGroupList, async (body, request) => {
    const rows = (await service.listPostGroupingsWithCategories(ctx, body.type)).map(({ grouping, categories }) => ({
      ...presentPostGrouping(grouping, request.lang),
      categories: presentCategoryTree(categories, request.lang),
    }));
    return { rows, total: rows.length };
  });

  // Every list page asks for its categories: the last answer of each is kept, only to be
  // served while the database is away (ADR 0024), so that the kept lists still make a page.
  const lastCategories = createAnswerCache({ seconds: 0, capacity: 64, clock: app.clock, fallbackOnly: true });
  route(
    app,
    categoryList,
    async (body, request) => {
      const rows = presentCategoryTree(await service.getCategoryTree(ctx, body.type), request.lang);
      return { rows, total: rows.length };
    },
    { cache: { store: lastCategories, key: (body, request) => `${request.lang}|${JSON.stringify(body)}` } },
  );

  route(app, mbtiGetList, async (_body, request) => {
    const { types, characters } = await service.listMbtiTypes(ctx);
    const rows = types.map((type) => presentMbti(type, request.lang));
    return {
      rows,
      total: rows.length,
      characters: characters.map((character) =>
        presentCharacter(
          character,
          types.filter((type) => type.characterKey === character.key).map((type) => type.type),
          request.lang,
        ),
      ),
    };
  });

  route(app, mbtiGetOne, async (body, request) => presentMbti(await service.getMbtiType(ctx, body), request.lang));

  route(app, reportGetCode, async (_body, request) => {
    const rows = (await service.listReportReasons(ctx)).map((reason) => presentReportReason(reason, request.lang));
    return { rows, total: rows.length };
  });
}
