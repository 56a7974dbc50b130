import { useTranslation } from 'react-i18next';
import type { PostCard } from '../../../../common/contracts/posts/posts.ts';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { BookmarkIcon, EyeIcon, HeartIcon, ReplyIcon } from './list-icons.tsx';

const COUNTS = [
  { key: 'views', field: 'viewCount', Icon: EyeIcon },
  { key: 'likes', field: 'likeCount', Icon: HeartIcon },
  { key: 'replies', field: 'replyCount', Icon: ReplyIcon },
  { key: 'bookmarks', field: 'bookmarkCount', Icon: BookmarkIcon },
] as const;

/** Views, likes, replies and bookmarks of a card: icons for the eye, words for screen readers. */
export function PostCounts({ post }: { post: Pick<PostCard, (typeof COUNTS)[number]['field']> }) {
  const { t, i18n } = useTranslation('posts');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-ink-600">
      {COUNTS.map(({ key, field, Icon }) => (
        <li key={key} className="inline-flex items-center gap-1" data-count={key}>
          <Icon className="size-4" />
          <VisuallyHidden>{t(`counts.${key}`)} </VisuallyHidden>
          <span>{number.format(post[field])}</span>
        </li>
      ))}
    </ul>
  );
}
