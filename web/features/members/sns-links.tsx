import { useTranslation } from 'react-i18next';
import type { MemberProfile } from '../../../common/contracts/members.ts';
import { ExternalIcon } from '../../components/ui/icons.tsx';

/**
 * A member's SNS links (SPEC §3.1, §5: at most 3). Each opens in a new window and, being the
 * member's own address, is marked nofollow ugc.
 */
export function SnsLinks({ links }: { links: MemberProfile['snsLinks'] }) {
  const { t } = useTranslation('member');
  if (links.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-3" data-testid="profile-links">
      {links.map((link) => (
        <li key={`${link.type}-${link.url}`}>
          <a
            href={link.url}
            rel="noopener noreferrer nofollow ugc"
            target="_blank"
            className="inline-flex min-h-11 items-center gap-2 rounded-md border border-ink-300 px-3 text-ink-800 hover:border-ember-700"
          >
            <ExternalIcon aria-hidden="true" className="size-4" />
            {t(`profile.sns.${link.type}`)}
            <span className="sr-only">{t('profile.sns.newWindow')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
