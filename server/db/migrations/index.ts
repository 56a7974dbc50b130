import type { Migration } from 'kysely/migration';
import * as usersAndJobs from './2026-11-21T0900-users-and-jobs.ts';
import * as referenceData from './2026-11-21T1000-reference-data.ts';
import * as accounts from './2026-11-22T0900-accounts.ts';
import * as posts from './2026-11-23T0900-posts.ts';
import * as postExcerpts from './2026-11-24T0900-post-excerpts.ts';
import * as uploadReplies from './2026-11-25T0900-upload-replies.ts';
import * as keywordKeys from './2026-11-26T0900-keyword-keys.ts';
import * as viewAddresses from './2026-11-27T0900-view-addresses.ts';
import * as rateLimitCounters from './2026-12-01T0900-rate-limit-counters.ts';
import * as jobLeases from './2026-12-01T1000-job-leases.ts';
import * as members from './2026-12-01T1100-members.ts';
import * as scoreLedger from './2026-12-02T0900-score-ledger.ts';
import * as alarms from './2026-12-03T0900-alarms.ts';
import * as alarmMails from './2026-12-04T0900-alarm-mails.ts';
import * as search from './2026-12-05T0900-search.ts';
import * as popularKeywords from './2026-12-05T1000-popular-keywords.ts';
import * as brochureRequests from './2026-12-05T1100-brochure-requests.ts';
import * as knowledge from './2026-12-06T0900-knowledge.ts';
import * as auditLog from './2026-12-07T0900-audit-log.ts';
import * as reportResolutions from './2026-12-08T0900-report-resolutions.ts';
import * as categoryRetirement from './2026-12-08T0900-category-retirement.ts';
import * as referenceRenamed from './2026-12-09T0900-reference-renamed.ts';

/**
 * Every migration, by dated name. Listed explicitly rather than read from the folder so that
 * the set is the same under any bundler; append, never edit a shipped migration.
 */
export const migrations: Record<string, Migration> = {
  '2026-11-21T0900-users-and-jobs': usersAndJobs,
  '2026-11-21T1000-reference-data': referenceData,
  '2026-11-22T0900-accounts': accounts,
  '2026-11-23T0900-posts': posts,
  '2026-11-24T0900-post-excerpts': postExcerpts,
  '2026-11-25T0900-upload-replies': uploadReplies,
  '2026-11-26T0900-keyword-keys': keywordKeys,
  '2026-11-27T0900-view-addresses': viewAddresses,
  '2026-12-01T0900-rate-limit-counters': rateLimitCounters,
  '2026-12-01T1000-job-leases': jobLeases,
  '2026-12-01T1100-members': members,
  '2026-12-02T0900-score-ledger': scoreLedger,
  '2026-12-03T0900-alarms': alarms,
  '2026-12-04T0900-alarm-mails': alarmMails,
  '2026-12-05T0900-search': search,
  '2026-12-05T1000-popular-keywords': popularKeywords,
  '2026-12-05T1100-brochure-requests': brochureRequests,
  '2026-12-06T0900-knowledge': knowledge,
  '2026-12-07T0900-audit-log': auditLog,
  '2026-12-08T0900-report-resolutions': reportResolutions,
  '2026-12-08T0900-category-retirement': categoryRetirement,
  '2026-12-09T0900-reference-renamed': referenceRenamed,
};
