import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { snsTypeIssue } from '../../../common/validation/member.ts';
import { SnsIcon } from './sns-icon.tsx';

/**
 * A member's SNS links (SPEC §3.1, §5: at most 3), each with its network's icon. The link's name
 * is the network's name (the icon is decorative); that it opens a new window is its description.
 * Being the member's own addresses, they are marked nofollow ugc.
 */
export function SnsLinks({ links }: { links: readonly { type: string; url: string }[] }) {
  const { t } = useTranslation('member');
  const newWindow = useId();
  if (links.length === 0) return null;
  return (
    <>
      <ul className="flex flex-wrap gap-3" data-testid="profile-links">
        {links.map((link) => (
          <li key={`${link.type}-${link.url}`}>
            <a
              href={link.url}
              rel="noopener noreferrer nofollow ugc"
              target="_blank"
              aria-describedby={newWindow}
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-ink-300 px-3 text-ink-800 hover:border-ember-700"
            >
              <SnsIcon type={link.type} className="size-5 shrink-0" />
              {snsTypeIssue(link.type) === undefined ? t(`profile.sns.${link.type}`) : t('profile.sns.other')}
            </a>
          </li>
        ))}
      </ul>
      <span id={newWindow} hidden>
        {t('profile.sns.newWindow')}
      </span>
    </>
  );
}
