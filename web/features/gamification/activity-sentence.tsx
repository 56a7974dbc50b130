import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScoreHistoryRow } from '../../../common/contracts/gamification.ts';

/** Where a sentence's post and member lead: the route hands in the features' own addresses. */
export interface ActivityLinks {
  post: (id: number) => string;
  member: (id: number) => string;
}

// The sentence is translated whole, with a mark where the post or the member goes, then cut
// there: a title stays text (never parsed as markup) and each link sits where its language puts it.
const POST_SLOT = '\u0001';
const MEMBER_SLOT = '\u0002';
const SLOTS = new RegExp(`(${POST_SLOT}|${MEMBER_SLOT})`);

const linkClass = 'font-semibold text-ember-800 underline';

/**
 * One row of the activity log in words (activity.keys.<key>): the post it is about, linked while
 * it can be seen (a title the server withholds reads "a post"), or the member followed.
 */
export function ActivitySentence({ row, links }: { row: ScoreHistoryRow; links: ActivityLinks }) {
  const { t } = useTranslation('gamification');
  const post: ReactNode =
    row.post && row.post.title !== null ? (
      <Link to={links.post(row.post.id)} className={linkClass}>
        {row.post.title}
      </Link>
    ) : (
      t('activity.aPost')
    );
  const member: ReactNode = row.member ? (
    <Link to={links.member(row.member.id)} className={linkClass}>
      {row.member.nickName}
    </Link>
  ) : (
    t('activity.aMember')
  );
  const sentence = t(`activity.keys.${row.key}`, { post: POST_SLOT, member: MEMBER_SLOT });
  return (
    <>
      {sentence.split(SLOTS).map((part, index) => (
        <Fragment key={index}>{part === POST_SLOT ? post : part === MEMBER_SLOT ? member : part}</Fragment>
      ))}
    </>
  );
}
