import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { CHARACTER_ART } from '../../components/characters/character-art.ts';

/**
 * What Hearth is and for whom (SPEC §1), with the two ways in: a visitor is asked to join, a
 * signed-in member (or administrator) to ask a question instead.
 */
export function Hero({
  lang,
  siteName,
  provider,
  signedIn,
}: {
  lang: string;
  siteName: string;
  provider: string;
  signedIn: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="home-title"
      className="overflow-hidden bg-gradient-to-b from-ember-50 via-flour-100 to-flour-50"
    >
      <div className="page-column grid items-center gap-10 py-12 desktop:grid-cols-[minmax(0,1.15fr)_minmax(0,1fr)] desktop:py-20">
        <div>
          <p className="text-sm font-bold tracking-wide text-ember-700">{t('home.hero.eyebrow', { siteName })}</p>
          <h1 id="home-title" className="mt-3 text-3xl font-extrabold tracking-tight text-ink-900 desktop:text-4xl">
            {t('home.hero.title')}
          </h1>
          <p className="mt-5 max-w-prose text-lg text-ink-700">{t('home.hero.body', { siteName, provider })}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            {signedIn ? (
              <Link to={`/${lang}/post/forum/writing`} className={buttonStyles({ size: 'lg' })}>
                {t('home.hero.ask')}
              </Link>
            ) : (
              <Link to={`/${lang}/signin?type=signup`} className={buttonStyles({ size: 'lg' })}>
                {t('home.hero.join')}
              </Link>
            )}
            <Link to={`/${lang}/forum/list`} className={buttonStyles({ variant: 'secondary', size: 'lg' })}>
              {t('home.hero.explore')}
            </Link>
          </div>
        </div>
        <HearthIllustration />
      </div>
    </section>
  );
}

const OVEN_ROW = [
  { key: 'muffin', width: 'w-[18%]' },
  { key: 'donut', width: 'w-[20%]' },
  { key: 'dough', width: 'w-[24%]' },
  { key: 'loaf', width: 'w-[20%]' },
  { key: 'baguette', width: 'w-[18%]' },
] as const;

/** The oven floor with the bread family on it: the name's story in one picture. */
function HearthIllustration() {
  return (
    <div aria-hidden="true" className="mx-auto w-full max-w-[30rem]">
      <div className="aspect-[2/1] rounded-t-[50%_80%] sm:aspect-[5/3] bg-gradient-to-b from-ember-700 to-ember-900 p-[6%] shadow-raised">
        <div className="flex h-full items-end justify-center gap-0 rounded-t-[50%_85%] bg-gradient-to-b from-crust-300 via-ember-400 to-ember-500 px-[5%] pb-[3%]">
          {OVEN_ROW.map(({ key, width }) => {
            const Art = CHARACTER_ART[key];
            return <Art key={key} className={`h-auto ${width}`} />;
          })}
        </div>
      </div>
      <div className="h-4 rounded-b-lg bg-ink-800" />
    </div>
  );
}
