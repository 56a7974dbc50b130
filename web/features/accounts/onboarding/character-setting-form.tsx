import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher, useNavigate } from 'react-router';
import type { CharacterDto, CharacterKey, MbtiDto } from '../../../../common/contracts/reference.ts';
import { Button } from '../../../components/ui/button.tsx';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { useToast } from '../../../components/ui/toasts.tsx';
import { characterOfChoice, personalityGroups } from './personality-groups.ts';

/** What the page's action answers: where to go next, or the API's message in the page's language. */
export type CharacterSettingResult = { ok: true; redirectTo: string } | { ok: false; message: string };

/** The form value of the "none / I don't know" choice (mbtiId null, DECISIONS P22: dough). */
export const NO_TYPE_VALUE = 'none';

export interface CharacterSettingFormProps {
  types: MbtiDto[];
  characters: CharacterDto[];
  currentMbtiId: number | null;
  /** Where Save and Skip lead: the sign-in's redirectUrl or home. */
  nextPath: string;
  /** Character art; the route supplies it from the characters feature. */
  renderArt: (key: CharacterKey, size: number) => ReactNode;
}

// The native radio covers its card, invisible: the card is the visible control, the radio keeps
// the group's keyboard behaviour and its name for assistive technology.
const radioStyles = 'absolute inset-0 size-full cursor-pointer appearance-none rounded-md opacity-0';
const optionStyles =
  'relative flex cursor-pointer items-center rounded-md border border-ink-300 bg-white text-ink-800 transition-colors ' +
  'hover:border-ember-700 has-checked:border-ember-700 has-checked:bg-ember-50 has-checked:text-ember-900 ' +
  'has-checked:ring-2 has-checked:ring-ember-700 has-focus-visible:outline-3 has-focus-visible:outline-offset-2 ' +
  'has-focus-visible:outline-focus';

/**
 * Character selection (SPEC §2.2, issue 3 item 7): one of the 16 personality types, grouped
 * by the character each bakes into, or none; the chosen type's character intro beside it.
 * One native radio group, so arrow keys move between the choices.
 */
export function CharacterSettingForm({
  types,
  characters,
  currentMbtiId,
  nextPath,
  renderArt,
}: CharacterSettingFormProps) {
  const { t } = useTranslation('member');
  const fetcher = useFetcher<CharacterSettingResult>();
  const navigate = useNavigate();
  const toast = useToast();
  const [selected, setSelected] = useState<number | null>(currentMbtiId);
  const groups = personalityGroups(types, characters);
  const choice = characterOfChoice(selected, types, characters);
  const saving = fetcher.state !== 'idle';
  const result = fetcher.data;

  useEffect(() => {
    if (!result?.ok) return;
    toast.show({ tone: 'success', title: t('characterSetting.saved') });
    void navigate(result.redirectTo);
  }, [result, toast, navigate, t]);

  if (groups.length === 0) {
    return <p className="rounded-lg bg-flour-100 p-6 text-ink-700">{t('characterSetting.empty')}</p>;
  }

  return (
    <fetcher.Form method="post" className="grid gap-8 desktop:grid-cols-[minmax(0,1fr)_20rem] desktop:items-start">
      <input type="hidden" name="redirectUrl" value={nextPath} />
      <fieldset className="min-w-0">
        <legend className="mb-4 text-lg font-bold text-ink-900">{t('characterSetting.legend')}</legend>
        <div className="grid gap-4 xl:grid-cols-2">
          {groups.map((group) => (
            <fieldset key={group.character.key} className="rounded-lg border border-flour-300 bg-white p-4 shadow-card">
              <legend className="flex items-center gap-2 px-1 font-bold text-ink-900">
                {renderArt(group.character.key, 36)}
                {t('characterSetting.groupLegend', { name: group.character.name })}
              </legend>
              <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {group.types.map((type) => (
                  <label
                    key={type.id}
                    className={`${optionStyles} min-h-11 justify-center px-1 font-semibold tracking-wide whitespace-nowrap`}
                  >
                    <input
                      type="radio"
                      name="mbtiId"
                      value={type.id}
                      checked={selected === type.id}
                      onChange={() => setSelected(type.id)}
                      className={radioStyles}
                    />
                    {type.type.toUpperCase()}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
        <label className={`${optionStyles} mt-4 min-h-14 gap-3 px-4 py-2`}>
          <input
            type="radio"
            name="mbtiId"
            value={NO_TYPE_VALUE}
            checked={selected === null}
            onChange={() => setSelected(null)}
            className={radioStyles}
          />
          {renderArt('dough', 36)}
          <span className="flex flex-col">
            <span className="font-semibold">{t('characterSetting.none')}</span>
            <span className="text-sm text-ink-600">{t('characterSetting.noneHint')}</span>
          </span>
        </label>
      </fieldset>

      <aside
        aria-labelledby="character-intro-heading"
        className="sticky bottom-0 -mx-4 border-t border-flour-300 bg-flour-50/95 px-4 py-4 shadow-overlay backdrop-blur desktop:top-24 desktop:mx-0 desktop:rounded-lg desktop:border desktop:bg-white desktop:p-6 desktop:shadow-card"
      >
        <h2
          id="character-intro-heading"
          className="sr-only desktop:not-sr-only desktop:text-sm desktop:font-semibold desktop:text-ink-600"
        >
          {t('characterSetting.introHeading')}
        </h2>
        {choice ? (
          <div aria-live="polite" className="flex items-center gap-4 desktop:mt-4 desktop:flex-col desktop:text-center">
            <span className="desktop:hidden">{renderArt(choice.key, 56)}</span>
            <span className="hidden desktop:inline-flex">{renderArt(choice.key, 140)}</span>
            <div className="min-w-0">
              <p className="font-bold text-ink-900 desktop:text-xl">
                {choice.type
                  ? t('characterSetting.introType', { type: choice.type.toUpperCase(), name: choice.name })
                  : t('characterSetting.introNone', { name: choice.name })}
              </p>
              <p className="mt-1 line-clamp-2 text-sm text-ink-700 desktop:line-clamp-none desktop:text-base">
                {choice.intro}
              </p>
            </div>
          </div>
        ) : null}
        {result && !result.ok ? (
          <p role="alert" className="mt-3 rounded-md bg-berry-50 px-3 py-2 text-sm text-berry-700">
            {result.message}
          </p>
        ) : null}
        <div className="mt-4 flex gap-2 desktop:mt-6 desktop:flex-col">
          <Button type="submit" className="flex-1" disabled={saving} aria-busy={saving}>
            {saving ? t('characterSetting.saving') : t('characterSetting.save')}
          </Button>
          <Link to={nextPath} className={`${buttonStyles({ variant: 'ghost' })} flex-1`}>
            {t('characterSetting.skip')}
          </Link>
        </div>
      </aside>
    </fetcher.Form>
  );
}
