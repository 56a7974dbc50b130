import type { AnswerCache } from '../../lib/answer-cache.ts';
import type { DbOrTrx, ServiceContext } from '../../lib/context.ts';
import type { AbuseLimits } from './shared/abuse-limits.ts';
import type { UploadLimit } from './uploads/upload-limit.ts';
import type { UploadStorage } from './uploads/storage.ts';

/**
 * What the posts services are given (STYLE 11): the platform's parts they use and the
 * feature's own, built once by plugin.ts (and by createTestPostsContext in unit tests).
 * A service names the parts it reads with a Pick of this type.
 */
/**
 * The knowledge feature's guides as posts see them (issue 31): a post's linked guide must be a
 * published one. A port, wired in server/app.ts, because knowledge reads posts (forum cards,
 * the sanitizer) and posts must not import it back.
 */
export interface GuidePort {
  isPublishedGuide(db: DbOrTrx, id: number): Promise<boolean>;
}

export type PostsContext = Pick<ServiceContext, 'db' | 'dialect' | 'transaction' | 'clock' | 'config' | 'log'> & {
  /** DECISIONS P17, shared by posts, replies and reactions. */
  limits: AbuseLimits;
  /** Editor images per member and window, counted before any decoding (P19). */
  uploadLimit: UploadLimit;
  /** Where editor images are kept (P19). */
  storage: UploadStorage;
  /** The kept answers of the public post lists (ADR 0012, posts/list-cache.ts). */
  listCache: AnswerCache;
  /** The key of P18's visitor cookies and digests (the session secret): no address stored in clear. */
  viewerSecret: string;
  /** Which ids name a published guide (the writing form's guide field). */
  guides: GuidePort;
};
export type { AbuseLimits } from './shared/abuse-limits.ts';
