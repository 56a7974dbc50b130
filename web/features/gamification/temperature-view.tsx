import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Standing } from '../../../common/contracts/gamification.ts';
import { CharacterAvatar } from '../../components/characters/character-avatar.tsx';
import { BadgeMark } from './badge-mark.tsx';
import { EARN_RULES } from './earn-rules.ts';

function Card({ title, titleId, children }: { title: string; titleId: string; children: ReactNode }) {
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-flour-300 bg-white p-5 shadow-card">
      <h2 id={titleId} className="mb-3 text-lg font-bold text-ink-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

// A native <progress>: its value needs no inline style (the CSP forbids them) and it is a
// progress bar to assistive technology; the label names it.
const barClass =
  'h-3 w-full appearance-none overflow-hidden rounded-full bg-flour-200 [&::-moz-progress-bar]:bg-ember-500 [&::-webkit-progress-bar]:bg-flour-200 [&::-webkit-progress-value]:bg-ember-500';

/**
 * myzone/mytemperature (SPEC §2.1, §3.1; DECISIONS P20–P23): the member's temperature and level
 * with the way to the next one, the characters collected and the one the next level-up brings,
 * the follower badge and the next, today's gain against the daily cap, and how points are
 * earned. Administrators have none of it (P21): a short note says so.
 */
export function TemperatureView({ standing, activityHref }: { standing: Standing; activityHref: string }) {
  const { t } = useTranslation('gamification');
  const degrees = (value: number) => t('degrees', { value });
  if (standing.temperature === null || standing.level === null) {
    return (
      <p className="rounded-xl border border-flour-300 bg-white p-5 text-ink-800" data-testid="temperature-admin">
        {t('temperature.admin')}
      </p>
    );
  }
  const { temperature, level, levelFloor, nextLevelAt } = standing;
  const nextLevel = level + 1;
  return (
    <div className="grid gap-4">
      <Card title={t('temperature.current')} titleId="temperature-current">
        <p className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
          <span className="text-4xl font-bold text-ember-800" data-testid="temperature-value">
            {degrees(temperature)}
          </span>
          <span className="text-xl font-semibold text-ink-900" data-testid="temperature-level">
            {t('level', { level })}
          </span>
        </p>
        {nextLevelAt !== null && levelFloor !== null ? (
          <div className="mt-4">
            <label htmlFor="temperature-progress" className="text-sm text-ink-700">
              {t('temperature.progressLabel', { level: nextLevel })}
            </label>
            <progress
              id="temperature-progress"
              className={`mt-1 ${barClass}`}
              max={Math.round((nextLevelAt - levelFloor) * 10)}
              value={Math.round((temperature - levelFloor) * 10)}
            />
            <p className="mt-1 text-sm text-ink-700" data-testid="temperature-to-next">
              {t('temperature.progressText', {
                level: nextLevel,
                next: degrees(nextLevelAt),
                remaining: degrees(Math.max(0, Math.round((nextLevelAt - temperature) * 10) / 10)),
              })}
            </p>
          </div>
        ) : (
          <p className="mt-3 text-ink-700">{t('temperature.topLevel')}</p>
        )}
        <p className="mt-4">
          <Link to={activityHref} className="font-semibold text-ember-800 underline">
            {t('temperature.seeLog')}
          </Link>
        </p>
      </Card>

      <Card title={t('temperature.charactersTitle')} titleId="temperature-characters">
        <ul className="flex flex-wrap gap-4" aria-label={t('temperature.collected')} data-testid="characters-collected">
          {standing.characters.map((key) => (
            <li key={key} className="flex w-20 flex-col items-center gap-1 text-center">
              <CharacterAvatar character={key} size={64} decorative />
              <span className="text-sm font-semibold text-ink-900">{t(`common:characters.${key}.name`)}</span>
            </li>
          ))}
        </ul>
        {standing.nextCharacter ? (
          <div className="mt-4 flex items-center gap-3 border-t border-flour-300 pt-4" data-testid="character-next">
            {/* The character to come as a silhouette: its shape, not yet its colours. */}
            <CharacterAvatar
              character={standing.nextCharacter}
              size={64}
              decorative
              className="opacity-60 [&_svg]:brightness-0"
            />
            <p>
              <span className="block font-semibold text-ink-900">
                {t('temperature.nextCharacter', { name: t(`common:characters.${standing.nextCharacter}.name`) })}
              </span>
              <span className="block text-sm text-ink-700">{t('temperature.locked')}</span>
            </p>
          </div>
        ) : (
          <p className="mt-4 text-ink-700">{t('temperature.allCollected')}</p>
        )}
      </Card>

      <Card title={t('temperature.badgeTitle')} titleId="temperature-badge">
        <p className="flex items-center gap-3" data-testid="badge-current">
          {standing.badge ? <BadgeMark badge={standing.badge} /> : null}
          <span className="font-semibold text-ink-900">
            {standing.badge ? t(`badgeNames.${standing.badge}`) : t('temperature.noBadge')}
          </span>
          <span className="text-ink-700">{t('temperature.followers', { count: standing.followers })}</span>
        </p>
        <p className="mt-2 text-ink-700" data-testid="badge-next">
          {standing.nextBadge
            ? t('temperature.nextBadge', {
                badge: t(`badgeNames.${standing.nextBadge.badge}`),
                followers: standing.nextBadge.followers,
                remaining: Math.max(0, standing.nextBadge.followers - standing.followers),
              })
            : t('temperature.allBadges')}
        </p>
      </Card>

      <Card title={t('temperature.todayTitle')} titleId="temperature-today">
        <label htmlFor="temperature-today-progress" className="text-sm text-ink-700">
          {t('temperature.todayProgress')}
        </label>
        <progress
          id="temperature-today-progress"
          className={`mt-1 ${barClass}`}
          max={Math.round(standing.dailyCap * 10)}
          value={Math.min(Math.round(standing.gainedToday * 10), Math.round(standing.dailyCap * 10))}
        />
        <p className="mt-1 font-semibold text-ink-900" data-testid="temperature-today">
          {t('temperature.today', { gained: degrees(standing.gainedToday), cap: degrees(standing.dailyCap) })}
        </p>
        <p className="mt-1 text-sm text-ink-700">{t('temperature.todayNote', { cap: degrees(standing.dailyCap) })}</p>
      </Card>

      <Card title={t('temperature.rulesTitle')} titleId="temperature-rules">
        <table className="w-full text-left text-sm" data-testid="earn-rules">
          <caption className="sr-only">{t('temperature.rulesCaption')}</caption>
          <thead>
            <tr className="border-b border-flour-300 text-ink-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('temperature.rulesActivity')}
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                {t('temperature.rulesPoints')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-flour-200">
            {EARN_RULES.map((rule) => (
              <tr key={rule.key}>
                <td className="py-2 pr-3 text-ink-900">{t(`temperature.rules.${rule.key}`)}</td>
                <td className="py-2 text-right font-semibold whitespace-nowrap text-ember-800">
                  {t('signedDegrees', { value: rule.points })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-3 text-sm text-ink-700">{t('temperature.todayNote', { cap: degrees(standing.dailyCap) })}</p>
        <p className="mt-1 text-sm text-ink-700">{t('temperature.rulesNote')}</p>
      </Card>
    </div>
  );
}
