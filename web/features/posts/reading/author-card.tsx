import { useTranslation } from 'react-i18next';
import type { PostDetail } from '../../../../common/contracts/posts/posts.ts';
import { MemberAvatar } from '../../../components/members/member-avatar.tsx';
import { MemberLink } from '../../../components/members/member-link.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { authorCharacter } from '../author-badge.tsx';

/**
 * The post's author (SPEC §3.1, §6): avatar, nickname, job, level, temperature and character.
 * Administrators show the admin art and label, without level or temperature; a withdrawn member
 * shows the default avatar and level 1 (P11). Avatar and name are the member link: the profile
 * popup or page, or for a withdrawn member the withdrawn notice (issue 14 item 2).
 */
export function AuthorCard({ author, jobName }: { author: PostDetail['author']; jobName: string | null }) {
  const { t } = useTranslation('post');
  const character = authorCharacter(author);
  const name = author.deprecated ? t('author.withdrawn') : author.nickName;

  const facts = author.admin ? (
    <span>{t('author.admin')}</span>
  ) : author.deprecated ? (
    <span>{t('author.level', { level: 1 })}</span>
  ) : (
    <>
      {jobName ? (
        <span>
          <VisuallyHidden>{t('author.job')} </VisuallyHidden>
          {jobName}
        </span>
      ) : null}
      <span>{t('author.level', { level: author.level })}</span>
      <span>
        <VisuallyHidden>{t('author.temperatureLabel')} </VisuallyHidden>
        {t('author.temperature', { temperature: author.temperature })}
      </span>
      <span>
        <VisuallyHidden>{t('author.character')} </VisuallyHidden>
        {t(`common:characters.${character}.name`)}
      </span>
    </>
  );

  return (
    <MemberLink
      member={author}
      className="gap-3"
      nameClassName="truncate font-semibold text-ink-900"
      avatar={<MemberAvatar member={author} size={44} />}
      facts={
        <span className="flex flex-wrap items-center gap-x-2 text-sm text-ink-600 [&>span+span]:before:mr-2 [&>span+span]:before:text-ink-300 [&>span+span]:before:content-['·']">
          {facts}
        </span>
      }
    >
      <span data-testid="post-author-name">{name}</span>
    </MemberLink>
  );
}
