import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../../../common/contracts/accounts/shared.ts';
import { FOLLOWER_BADGES } from '../../../../common/validation/member.ts';
import { CharacterAvatar } from '../../../components/characters/character-avatar.tsx';
import { CHARACTER_ORDER } from '../../../components/characters/character-keys.ts';
import { MyZoneHeading } from './myzone-layout.tsx';

function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-xl border border-flour-300 bg-white p-5 shadow-card">
      <h2 className="mb-2 text-lg font-bold text-ink-900">{title}</h2>
      {children}
    </section>
  );
}

/**
 * myzone/info (SPEC §2.3, §3.1): what activity temperature, levels, follower badges (P23) and
 * characters (P22) are. On the phone its header shows the close icon (mobile-header-mode.ts).
 */
export function MyZoneInfo({ viewer }: { viewer: SessionUser }) {
  const { t } = useTranslation('member');
  return (
    <div>
      <MyZoneHeading>{t('myzone.info.title')}</MyZoneHeading>
      <div className="grid gap-4">
        <InfoSection title={t('myzone.info.temperatureTitle')}>
          <p className="text-ink-800">{t('myzone.info.temperatureBody')}</p>
          {viewer.admin ? null : (
            <p className="mt-2 font-semibold text-ember-800" data-testid="myzone-standing">
              {t('myzone.info.yourStanding', { level: viewer.level, temperature: viewer.temperature })}
            </p>
          )}
        </InfoSection>
        <InfoSection title={t('myzone.info.levelsTitle')}>
          <p className="text-ink-800">{t('myzone.info.levelsBody')}</p>
        </InfoSection>
        <InfoSection title={t('myzone.info.badgesTitle')}>
          <p className="text-ink-800">{t('myzone.info.badgesBody')}</p>
          <ul className="mt-2 list-disc pl-5 text-ink-800">
            {FOLLOWER_BADGES.map(({ badge, followers }) => (
              <li key={badge}>{t('myzone.info.badge', { badge: t(`myzone.info.badgeNames.${badge}`), followers })}</li>
            ))}
          </ul>
        </InfoSection>
        <InfoSection title={t('myzone.info.charactersTitle')}>
          <p className="text-ink-800">{t('myzone.info.charactersBody')}</p>
          <ul className="mt-3 grid gap-3 desktop:grid-cols-2">
            {CHARACTER_ORDER.map((key) => (
              <li key={key} className="flex items-center gap-3">
                <CharacterAvatar character={key} size={48} decorative />
                <span>
                  <span className="block font-semibold text-ink-900">{t(`common:characters.${key}.name`)}</span>
                  <span className="block text-sm text-ink-700">{t(`common:characters.${key}.intro`)}</span>
                </span>
              </li>
            ))}
          </ul>
        </InfoSection>
      </div>
    </div>
  );
}
