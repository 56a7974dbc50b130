import { useTranslation } from 'react-i18next';
import type { PostDetail } from '../../../../common/contracts/posts/posts.ts';
import { CharacterAvatar } from '../../../components/characters/character-avatar.tsx';
import { VisuallyHidden } from '../../../components/ui/visually-hidden.tsx';
import { authorCharacter } from '../author-badge.tsx';
import { useWithdrawnNotice } from './withdrawn-notice.ts';

/**
 * The post's author (SPEC §3.1, §6): avatar, nickname, job, level, temperature and character.
 * Administrators show the admin art and label, without level or temperature; a withdrawn member
 * shows the default avatar and level 1 (P11), and clicking it shows the withdrawn notice. The
 * profile popup comes later (issue 5): until then an active author's card is not a control.
 */
export function AuthorCard({ author, jobName }: { author: PostDetail['author']; jobName: string | null }) {
  const { t } = useTranslation('post');
  const showWithdrawn = useWithdrawnNotice();
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

  const body = (
    <>
      <CharacterAvatar character={character} size={44} decorative />
      <span className="flex min-w-0 flex-col text-left leading-tight">
        <span className="truncate font-semibold text-ink-900" data-testid="post-author-name">
          {name}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 text-sm text-ink-600 [&>span+span]:before:mr-2 [&>span+span]:before:text-ink-300 [&>span+span]:before:content-['·']">
          {facts}
        </span>
      </span>
    </>
  );

  if (author.deprecated) {
    return (
      <button
        type="button"
        onClick={() => void showWithdrawn()}
        className="-m-1 inline-flex min-w-0 items-center gap-3 rounded-md p-1 hover:bg-flour-200"
      >
        {body}
      </button>
    );
  }
  return <span className="inline-flex min-w-0 items-center gap-3">{body}</span>;
}
