import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostCard } from '../../../common/contracts/posts/posts.ts';
import type { AvatarCharacter } from '../../components/characters/character-art.ts';
import { CharacterAvatar } from '../../components/characters/character-avatar.tsx';
import { CHARACTER_ORDER } from '../../components/characters/character-keys.ts';
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
 * A compact author display for cards, the reading page and replies (SPEC §3.3): avatar,
 * nickname, and the level and activity temperature that administrators do not have. It is
 * plain text, not a link, so that it can sit inside a card that is one link as a whole.
 */
export function AuthorBadge({ author, size = 'sm', children, className }: AuthorBadgeProps) {
  const { t } = useTranslation('posts');
  const character = authorCharacter(author);
  const name = author.deprecated ? t('author.withdrawn') : author.nickName;
  const avatarSize = size === 'md' ? 40 : 28;
  return (
    <span className={`inline-flex min-w-0 items-center gap-2 ${className ?? ''}`}>
      {/* The character's name is news only for members: "admin" and a withdrawn dough are said in words. */}
      <CharacterAvatar character={character} size={avatarSize} decorative={author.admin || author.deprecated} />
      <span className="flex min-w-0 flex-col leading-tight">
        <span
          className={`truncate font-semibold text-ink-900 ${size === 'md' ? 'text-base' : 'text-sm'}`}
          data-testid="author-name"
        >
          {name}
        </span>
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
            </>
          )}
          {children}
        </span>
      </span>
    </span>
  );
}
