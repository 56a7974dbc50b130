import type { FastifyInstance } from 'fastify';
import {
  adminModeration,
  REPORT_DOWNLOAD_PATH,
  reportDownloadQuery,
} from '../../../../common/contracts/admin/moderation.ts';
import { AppError } from '../../../lib/errors.ts';
import { translatorFor } from '../../../lib/i18n.ts';
import { route } from '../../../lib/route.ts';
import { consoleAdministrator } from '../../../plugins/auth.ts';
import type { PostsContext } from '../../posts/context.ts';
import { listReportReasons } from '../../reference/service.ts';
import {
  deleteContent,
  dismissReports,
  hideContent,
  listContent,
  listReportsForExport,
  restoreContent,
  upholdReports,
} from '../../posts/reports/service.ts';
import { toCsv } from './csv.ts';
import { itemView, listReportQueue, reportFilters } from './queue.ts';

/** The most reports one CSV holds: a period's reports, far above what a month brings. */
export const REPORT_DOWNLOAD_MAX_ROWS = 50_000;

/** Reports and content moderation in the console (issue 32 items 2 and 5, P16). */
export async function moderationRoutes(app: FastifyInstance, posts: PostsContext): Promise<void> {
  route(app, adminModeration.reportList, async (body, request) => {
    consoleAdministrator(request);
    return listReportQueue(posts.db, body, { pageNum: body.pageNum, pageSize: body.pageSize });
  });
  const ref = (body: { targetType: 'post' | 'reply'; targetId: number }) => ({
    target: body.targetType,
    targetId: body.targetId,
  });
  route(app, adminModeration.reportUphold, async (body, request) =>
    upholdReports(posts, consoleAdministrator(request), ref(body), body.reason),
  );
  route(app, adminModeration.reportDismiss, async (body, request) =>
    dismissReports(posts, consoleAdministrator(request), ref(body), body.reason),
  );
  route(app, adminModeration.contentHide, async (body, request) =>
    hideContent(posts, consoleAdministrator(request), ref(body), body.reason),
  );
  route(app, adminModeration.contentRestore, async (body, request) =>
    restoreContent(posts, consoleAdministrator(request), ref(body), body.reason),
  );
  route(app, adminModeration.contentDelete, async (body, request) =>
    deleteContent(posts, consoleAdministrator(request), ref(body), body.reason),
  );
  route(app, adminModeration.contentList, async (body, request) => {
    consoleAdministrator(request);
    const { rows, total } = await listContent(
      posts.db,
      { kind: body.kind, grouping: body.grouping, lang: body.contentLang, state: body.state, text: body.text },
      { limit: body.pageSize, offset: (body.pageNum - 1) * body.pageSize },
    );
    return { rows: rows.map(itemView), total, pageNum: body.pageNum, pageSize: body.pageSize };
  });

  // SPEC §7.2: a file, not the JSON envelope; its query parameters are the queue's filters.
  app.get(REPORT_DOWNLOAD_PATH, async (request, reply) => {
    consoleAdministrator(request);
    const parsed = reportDownloadQuery.safeParse(request.query);
    if (!parsed.success) throw new AppError('VALIDATION_FAILED');
    const query = parsed.data;
    const locale = query.lang ?? request.lang;
    const t = translatorFor(locale);
    const rows = await listReportsForExport(posts.db, reportFilters(query), REPORT_DOWNLOAD_MAX_ROWS);
    // The reasons as the reporters read them: administrators may have renamed them (reference data).
    const reasonNames = new Map((await listReportReasons(posts)).map((reason) => [reason.key, reason.names[locale]]));
    const columns = [
      'reportId',
      'reportedAt',
      'reporter',
      'reason',
      'targetType',
      'targetId',
      'postId',
      'grouping',
      'contentLang',
      'title',
      'text',
      'author',
      'itemState',
      'reportState',
      'resolvedAt',
    ] as const;
    const header = columns.map((column) => t(`adminModeration:csv.${column}`));
    const body = rows.map((row) => [
      row.id,
      row.createdAt,
      row.reporterNickname,
      reasonNames.get(row.reasonKey) ?? row.reasonKey,
      t(`adminModeration:targets.${row.target}`),
      row.targetId,
      row.postId,
      row.grouping,
      row.lang,
      row.title,
      row.text,
      row.authorNickname,
      t(`adminModeration:itemStates.${row.itemState}`, { defaultValue: row.itemState }),
      t(`adminModeration:reportStates.${row.resolution ?? 'waiting'}`),
      row.resolvedAt,
    ]);
    const day = posts.clock.now().toISOString().slice(0, 10);
    const range = [query.from, query.to].filter(Boolean).join('_');
    const name = `reports-${range || day}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('cache-control', 'no-store')
      .send(toCsv([header, ...body]));
  });
}
