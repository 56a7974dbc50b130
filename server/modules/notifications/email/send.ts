import type { Locale } from '../../../../common/i18n/locales.ts';
import { isLocale } from '../../../../common/i18n/locales.ts';
import type { Trx } from '../../../lib/context.ts';
import { loadMemberCards } from '../../members/service.ts';
import { queueMail, siteLink } from '../../mail/service.ts';
import { findPostExcerpt, findPostHead, type PostHead } from '../../posts/posts/service.ts';
import { findReply } from '../../posts/replies/service.ts';
import { excerpt } from '../delivery.ts';
import type { AlarmMailContext } from './context.ts';
import { EVENT_TEMPLATE, kindsOfBits, mailKindOf, type NoticeMailKind } from './kinds.ts';
import { unsubscribeLinks } from './links.ts';
import { dropQuietDigests, type DueDigest, switchedOffKindsOf, takeDueDigests } from './repository.ts';
import type { AlarmKey } from '../../../../common/contracts/notifications/alarms.ts';

/** Issue 29: at most one e-mail per post per member per hour. */
export const QUIET_HOUR_MS = 60 * 60 * 1000;
/** Digests mailed per transaction: a post with thousands of followers commits in steps. */
const BATCH = 200;

type SendContext = Pick<AlarmMailContext, 'transaction' | 'clock' | 'config' | 'dialect' | 'sessionSecret'>;

/**
 * The `alarms.mail` job: mails a post's due digests. One waiting event becomes the mail of its
 * kind (who did what, the excerpt); several become one summary ("3 new replies on …"). The
 * switches are read again now: a kind switched off since the event sends nothing, and so does
 * a member no longer active, an administrator, or a post that is gone or hidden.
 */
export async function sendDueAlarmMails(ctx: SendContext, postId: number): Promise<void> {
  for (;;) {
    const taken = await ctx.transaction(async (trx) => {
      const now = ctx.clock.now();
      const digests = await takeDueDigests(trx, {
        postId,
        now: now.toISOString(),
        quietUntil: new Date(now.getTime() + QUIET_HOUR_MS).toISOString(),
        limit: BATCH,
        postgres: ctx.dialect === 'postgres',
      });
      if (digests.length > 0) await mailDigests(trx, ctx, postId, digests);
      else await dropQuietDigests(trx, postId, now.toISOString());
      return digests.length;
    });
    if (taken < BATCH) return;
  }
}

async function mailDigests(trx: Trx, ctx: SendContext, postId: number, digests: DueDigest[]): Promise<void> {
  const post = await findPostHead(trx, postId);
  if (!post || post.status !== 'visible') return;
  const off = await switchedOffKindsOf(
    trx,
    digests.map((digest) => digest.userId),
  );
  const actors = await loadMemberCards(
    trx,
    digests.flatMap((digest) => (digest.lastActorId === null ? [] : [digest.lastActorId])),
  );
  const replies = new Map<number, string | null | typeof GONE>();
  for (const digest of digests) {
    if (!digest.active || digest.admin) continue;
    // P14: a private post is its author's; nobody else is told of it by mail.
    if (post.visibility === 'private' && digest.userId !== post.authorId) continue;
    const kinds = kindsOfBits(digest.kinds).filter((kind) => !off.get(digest.userId)?.has(kind));
    if (kinds.length === 0) continue;
    const lastKind = mailKindOf(digest.lastKey as AlarmKey);
    const kind: NoticeMailKind = lastKind && kinds.includes(lastKind) ? lastKind : kinds[0]!;
    const lang: Locale = isLocale(digest.lang) ? digest.lang : 'ko';
    const links = unsubscribeLinks(ctx, lang, { userId: digest.userId, kind });
    const common = { nickName: digest.nickName, postTitle: post.title, unsubscribeLink: links.page };
    if (digest.pending > 1) {
      await queueMail(trx, ctx, {
        userId: digest.userId,
        to: digest.email,
        lang,
        template: 'alarmDigest',
        params: { ...common, count: digest.pending, link: siteLink(ctx, lang, `/post/${post.id}`) },
        headers: links.headers,
      });
      continue;
    }
    const text = await replyExcerpt(trx, replies, digest.lastReplyId, post);
    if (text === GONE) continue;
    const anchor = digest.lastReplyId === null ? '' : `#reply-${digest.lastReplyId}`;
    await queueMail(trx, ctx, {
      userId: digest.userId,
      to: digest.email,
      lang,
      template: EVENT_TEMPLATE[kind],
      params: {
        ...common,
        actorName: (digest.lastActorId !== null && actors.get(digest.lastActorId)?.nickName) || '—',
        excerpt: text,
        link: siteLink(ctx, lang, `/post/${post.id}${anchor}`),
      },
      headers: links.headers,
    });
  }
}

/** A reply deleted or hidden since the event: no mail leads to nothing. */
const GONE = Symbol('gone');

/** The excerpt of the reply an event was about, or of the post itself for a new post. */
async function replyExcerpt(
  trx: Trx,
  cache: Map<number, string | null | typeof GONE>,
  replyId: number | null,
  post: PostHead,
): Promise<string | null | typeof GONE> {
  // Key 0 stands for the post itself (a new post's mail); reply ids start at 1.
  const key = replyId ?? 0;
  let known = cache.get(key);
  if (known === undefined) {
    if (replyId === null) known = excerpt(await findPostExcerpt(trx, post.id));
    else {
      const reply = await findReply(trx, replyId);
      known = reply && reply.status === 'visible' && reply.postId === post.id ? excerpt(reply.contentText) : GONE;
    }
    cache.set(key, known);
  }
  return known;
}
