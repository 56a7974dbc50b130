import type { ReportTarget } from '../../../../common/validation/post.ts';

/** Report events, emitted after commit (P16). */
declare module '../../../lib/events.ts' {
  interface DomainEvents {
    'content.reported': {
      reportId: number;
      target: ReportTarget;
      targetId: number;
      postId: number;
      reporterId: number;
      authorId: number;
      reasonKey: string;
      reportCount: number;
      at: string;
    };
    /** P16: hidden at the threshold; the author is told (POST_REPORT, POST_REPLY_REPORT). */
    'content.hidden': {
      target: ReportTarget;
      targetId: number;
      postId: number;
      authorId: number;
      reportCount: number;
      at: string;
    };
    /** Issue 32: an administrator shows hidden content again; score and index take it back in. */
    'content.restored': {
      target: ReportTarget;
      targetId: number;
      postId: number;
      authorId: number;
      byUserId: number;
      at: string;
    };
  }
}

export {};
