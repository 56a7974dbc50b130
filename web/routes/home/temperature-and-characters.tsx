import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { CharacterAvatar } from '../../components/characters/character-avatar.tsx';
import { CHARACTER_ORDER } from '../../components/characters/character-keys.ts';
import { useRequireSignIn } from '../../lib/require-sign-in.ts';

const STEPS = ['act', 'warm', 'collect'] as const;

/** The activity temperature, levels and the bread family (DECISIONS P21, P22) in plain words. */
export function TemperatureAndCharacters({ siteName, lang }: { siteName: string; lang: string }) {
  const { t } = useTranslation();
  const requireSignIn = useRequireSignIn();
  const navigate = useNavigate();
  // Choosing a character is a member action (SPEC §6): visitors are asked to sign in and come back to it.
  const chooseCharacter = async () => {
    const target = `/${lang}/charactersetting`;
    if (await requireSignIn(target)) await navigate(target);
  };
  return (
    <section aria-labelledby="home-bakery" className="page-column py-14">
      <h2 id="home-bakery" className="text-2xl font-bold text-ink-900">
        {t('home.bakery.title')}
      </h2>
      <p className="mt-2 max-w-prose text-ink-700">{t('home.bakery.lead', { siteName })}</p>
      <ol className="mt-8 grid gap-4 desktop:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step} className="flex gap-3 rounded-lg bg-flour-100 p-5">
            <span
              aria-hidden="true"
              className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-ember-700 text-sm font-bold text-white"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-bold text-ink-900">{t(`home.bakery.steps.${step}.title`)}</h3>
              <p className="mt-1 text-sm text-ink-700">{t(`home.bakery.steps.${step}.body`)}</p>
            </div>
          </li>
        ))}
      </ol>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {CHARACTER_ORDER.map((key) => (
          <li
            key={key}
            className="flex flex-col items-center rounded-lg border border-flour-300 bg-white px-4 py-5 text-center shadow-card"
          >
            <CharacterAvatar character={key} size={88} decorative />
            <h3 className="mt-3 font-bold text-ink-900">{t(`characters.${key}.name`)}</h3>
            <p className="mt-1 text-sm text-ink-600">{t(`characters.${key}.intro`)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex justify-center">
        <Button variant="secondary" onClick={() => void chooseCharacter()}>
          {t('home.bakery.choose')}
        </Button>
      </div>
    </section>
  );
}
