import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostGroupingType } from '../../../../common/contracts/reference.ts';
import { type ButtonVariant, buttonStyles } from '../../../components/ui/button-styles.ts';
import { useRequireSignIn } from '../../../lib/require-sign-in.ts';
import { useViewer } from '../../../lib/viewer.ts';
import { postPaths } from '../post-paths.ts';
import { PencilIcon } from './list-icons.tsx';

/** DECISIONS P13: members write in forum, case study and careers; only administrators in what's new. */
export function canSeeWriteAction(type: PostGroupingType, viewer: { admin: boolean } | null): boolean {
  return type === 'whatsnew' ? viewer?.admin === true : true;
}

/**
 * "Write" of a list. Visitors see it too (SPEC §6): it asks them to sign in first and brings
 * them back to the editor. Without script the link goes to the editor, whose loader sends
 * visitors to sign-in the same way.
 */
export function WriteAction({
  lang,
  type,
  variant = 'primary',
}: {
  lang: string;
  type: PostGroupingType;
  variant?: ButtonVariant;
}) {
  const { t } = useTranslation('posts');
  const viewer = useViewer();
  const requireSignIn = useRequireSignIn();
  if (!canSeeWriteAction(type, viewer)) return null;
  const target = postPaths.write(lang, type);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (viewer) return;
    event.preventDefault();
    void requireSignIn(target);
  };
  return (
    <Link to={target} onClick={onClick} className={buttonStyles({ variant })}>
      <PencilIcon className="size-5" />
      {t('list.write')}
    </Link>
  );
}
