import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostCard } from '../../../common/contracts/posts/posts.ts';
import type { AvatarCharacter } from '../../components/characters/character-art.ts';
import { CHARACTER_ORDER } from '../../components/characters/character-keys.ts';
import { MemberAvatar } from '../../components/members/member-avatar.tsx';
import { MemberLink } from '../../components/members/member-link.tsx';
import { VisuallyHidden } from '../../components/ui/visually-hidden.tsx';

export type PostAuthor = PostCard['author'];

/**
 * The art an author is shown with (SPEC §6): administrators the admin baker, withdrawn members
 * the default dough (DECISIONS P11), everyone else their character.
 */
export function authorCharacter(author: PostAuthor): AvatarCharacter {
  if (author.admin) return 'admin';
  if (author.deprecated) return 'dough';
  return CHARACTER_ORDER.find((key) => key === author.characterKey) ?? 'dough';
}

export interface AuthorBadgeProps {
  author: PostAuthor;
  /** sm: list cards and side panels; md: the reading page's header. */
  size?: 'sm' | 'md';
  /** Printed after the level and temperature on the second line (a date, for example). */
  children?: ReactNode;
  className?: string;
}

/**
 * A compact author display for cards, the reading page, replies and the like list (SPEC §3.3):
 * avatar, nickname, and the level and activity temperature that administrators do not have. The
 * avatar and nickname are the member link (profile popup or page, issue 14 item 2); it sits
 * above a card's stretched link, so the rest of the card still opens the post.
 */
export function AuthorBadge({ author, size = 'sm', children, className }: AuthorBadgeProps) {
  const { t } = useTranslation('posts');
  const name = author.deprecated ? t('author.withdrawn') : author.nickName;
  const avatarSize = size === 'md' ? 40 : 28;
  return (
    <MemberLink
      member={author}
      className={className}
      nameClassName={`truncate font-semibold text-ink-900 ${size === 'md' ? 'text-base' : 'text-sm'}`}
      avatar={<MemberAvatar member={author} size={avatarSize} />}
      facts={
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-ink-600">
          {author.admin ? (
            <span>{t('author.admin')}</span>
          ) : (
            <>
              <span>{t('author.level', { level: author.deprecated ? 1 : author.level })}</span>
              {author.deprecated ? null : (
                <span>
                  <VisuallyHidden>{t('author.temperatureLabel')} </VisuallyHidden>
                  {t('author.temperature', { temperature: author.temperature })}
                </span>
              )}
              {/* The avatar is hidden from assistive technology: a member's character is said in words. */}
              {author.deprecated ? null : (
                <VisuallyHidden>{t(`common:characters.${authorCharacter(author)}.name`)}</VisuallyHidden>
              )}
            </>
          )}
          {children}
        </span>
      }
    >
      <span data-testid="author-name">{name}</span>
    </MemberLink>
  );
}
