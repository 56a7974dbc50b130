import { Dialog } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmit } from 'react-router';
import type { Layer } from '../../../common/contracts/gamification.ts';
import { CHARACTER_KEYS, type CharacterKey } from '../../../common/contracts/reference.ts';
import { CharacterAvatar } from '../../components/characters/character-avatar.tsx';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { SparkleIcon } from '../../components/ui/icons.tsx';
import { showLayerPath } from './celebration-paths.ts';

const FOLLOWER_MILESTONES: Partial<Record<Layer['type'], number>> = {
  USER_FOLLOW_10: 10,
  USER_FOLLOW_50: 50,
  USER_FOLLOW_100: 100,
};

/**
 * The celebration layers (SPEC §3.5, §4), one at a time, oldest first. Closing one (its button,
 * "next", Escape) marks it shown and shows the next. A follower milestone offers "close" and
 * "see followers" only when it is the only one waiting, else "next"; "see followers" marks it
 * shown and goes to the member's followers. radix keeps the focus inside and gives the dialog
 * its title; the entrance animation is left out under prefers-reduced-motion.
 */
export function CelebrationDialog({
  lang,
  layers,
  followersHref,
  character,
}: {
  lang: string;
  layers: readonly Layer[];
  followersHref: string;
  /** The member's main character: the art of a streak or follower celebration (SPEC §3.5's art for every item). */
  character: string;
}) {
  const { t } = useTranslation('gamification');
  const submit = useSubmit();
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set());
  const firstButton = useRef<HTMLButtonElement>(null);
  const waiting = layers.filter((layer) => !shown.has(layer.id));
  const current = waiting[0];

  // Each celebration's first button takes the focus, as the first one's did when the dialog opened.
  useEffect(() => firstButton.current?.focus(), [current?.id]);

  if (!current) return null;
  const only = waiting.length === 1;
  // Counted from what this dialog closed: the layout's data, read again after each close, no
  // longer lists those.
  const total = shown.size + waiting.length;
  const milestone = FOLLOWER_MILESTONES[current.type];

  const markShown = (next?: string) => {
    setShown((before) => new Set(before).add(current.id));
    // A fetcher of its own per celebration, so that closing the next one quickly cannot cancel this.
    void submit(
      { id: String(current.id), ...(next ? { next } : {}) },
      { method: 'post', action: showLayerPath(lang), navigate: false, fetcherKey: `show-layer-${current.id}` },
    );
  };

  const points = current.points === null ? '' : t('signedDegrees', { value: current.points });
  let title: string;
  let body: string;
  if (current.type === 'LEVEL_UP') {
    title = t('celebration.levelUpTitle', { level: current.level ?? '' });
    body = current.characterKey
      ? t('celebration.levelUpCharacter', { name: t(`common:characters.${current.characterKey}.name`) })
      : t('celebration.levelUpAll');
  } else if (current.type === 'LOGIN_DAILY_5') {
    title = t('celebration.loginTitle');
    body = t('celebration.loginBody', { points });
  } else {
    title = t('celebration.followTitle', { count: milestone ?? 0 });
    body = t('celebration.followBody', { points });
  }

  // A level-up shows the character it brought; the others the member's own, who is being celebrated.
  const art: CharacterKey | null =
    current.type === 'LEVEL_UP' ? current.characterKey : isCharacterKey(character) ? character : null;

  const secondary = buttonStyles({ variant: 'secondary' });
  const primary = buttonStyles({ variant: 'primary' });
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : markShown())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink-900/45" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            firstButton.current?.focus();
          }}
          onCloseAutoFocus={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-[430px] -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 text-center shadow-overlay"
          data-testid="celebration"
          data-type={current.type}
        >
          <div key={current.id} className="flex flex-col items-center motion-safe:animate-celebrate">
            {art ? (
              <CharacterAvatar character={art} size={120} decorative />
            ) : (
              <span
                aria-hidden="true"
                className="inline-flex size-24 items-center justify-center rounded-full bg-ember-50 text-ember-700 [&_svg]:size-12"
              >
                <SparkleIcon />
              </span>
            )}
            <Dialog.Title className="mt-4 text-xl font-bold text-ink-900">{title}</Dialog.Title>
            <Dialog.Description className="mt-2 text-ink-700">{body}</Dialog.Description>
            {total > 1 ? (
              <p className="mt-2 text-sm text-ink-600">{t('celebration.label', { current: shown.size + 1, total })}</p>
            ) : null}
          </div>
          <div className="mt-6 flex flex-wrap justify-center gap-2">
            {milestone !== undefined && only ? (
              <>
                <button ref={firstButton} type="button" className={secondary} onClick={() => markShown()}>
                  {t('celebration.close')}
                </button>
                <button type="button" className={primary} onClick={() => markShown(followersHref)}>
                  {t('celebration.seeFollowers')}
                </button>
              </>
            ) : (
              <button ref={firstButton} type="button" className={primary} onClick={() => markShown()}>
                {only ? t('celebration.close') : t('celebration.next')}
              </button>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function isCharacterKey(value: string): value is CharacterKey {
  return (CHARACTER_KEYS as readonly string[]).includes(value);
}
