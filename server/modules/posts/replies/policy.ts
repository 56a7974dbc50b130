import type { Viewer } from '../../../lib/viewer.ts';
import type { Reply } from './repository.ts';

type Reader = Pick<Viewer, 'id' | 'admin'> | null;

/** The author and administrators see a report-hidden reply as it is (P16). */
export function isReplyInsider(viewer: Reader, reply: Pick<Reply, 'authorId'>): boolean {
  return viewer !== null && (viewer.admin || viewer.id === reply.authorId);
}
