import type { DashboardFigures } from '../../../../common/contracts/admin/console.ts';
import type { ServiceContext } from '../../../lib/context.ts';
import { countNewMembers } from '../../accounts/service.ts';
import { countUnhelpfulReviews } from '../../knowledge/service.ts';
import { countActivitySince } from '../../posts/posts/service.ts';
import { countUnansweredSearches } from '../../search/service.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The dashboard's figures (issue 32 item 1): each counted by the feature that owns it, through
 * its service.ts. Reports are those made in the window: the reports console decides which are
 * handled.
 */
async function figuresSince(db: ServiceContext['db'], since: Date): Promise<DashboardFigures> {
  const [newMembers, activity, unansweredSearches, unhelpfulAnswers] = await Promise.all([
    countNewMembers(db, since),
    countActivitySince(db, since),
    countUnansweredSearches(db, since),
    countUnhelpfulReviews(db, since),
  ]);
  return {
    newMembers,
    posts: activity.posts,
    replies: activity.replies,
    reportsWaiting: activity.reports,
    unansweredSearches,
    unhelpfulAnswers,
  };
}

export async function dashboardFigures(
  context: Pick<ServiceContext, 'db' | 'clock'>,
): Promise<{ last7: DashboardFigures; last30: DashboardFigures }> {
  const now = context.clock.now().getTime();
  const [last7, last30] = await Promise.all([
    figuresSince(context.db, new Date(now - 7 * DAY_MS)),
    figuresSince(context.db, new Date(now - 30 * DAY_MS)),
  ]);
  return { last7, last30 };
}
