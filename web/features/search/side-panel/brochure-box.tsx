import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { brochurePath } from './brochure-result.ts';

const loadForm = () => import('./brochure-form.tsx');
// The form and its fetcher load on the first touch of the button, not with every page
// (P29: the home and list pages' first paint is nearly at its budget).
const BrochureForm = lazy(() => loadForm().then((module) => ({ default: module.BrochureForm })));

/**
 * The side panel's brochure application box (DECISIONS P32; SPEC §5: members only). A visitor
 * sees a short prompt with the sign-in link that brings them back. A member sees a button that
 * opens the form in place; it is a link to the brochure page, which is where it leads without
 * script (the same form, server-rendered).
 */
export function BrochureBox({ lang, signedIn, returnTo }: { lang: string; signedIn: boolean; returnTo: string }) {
  const { t } = useTranslation('side-panel');
  const titleId = useId();
  const [open, setOpen] = useState(false);

  let body;
  if (!signedIn) {
    body = (
      <p className="mt-2 text-sm text-ink-700">
        {t('brochure.signedOut')}{' '}
        <Link
          to={`/${lang}/signin?redirectUrl=${encodeURIComponent(returnTo)}`}
          className="font-semibold text-ember-700 underline"
        >
          {t('brochure.signIn')}
        </Link>
      </p>
    );
  } else if (!open) {
    body = (
      <Link
        to={brochurePath(lang)}
        onPointerEnter={() => void loadForm()}
        onFocus={() => void loadForm()}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          setOpen(true);
        }}
        className={`${buttonStyles({ variant: 'secondary', size: 'sm' })} mt-3 w-full`}
        data-testid="brochure-open"
      >
        {t('brochure.open')}
      </Link>
    );
  } else {
    body = (
      <div className="mt-3">
        <Suspense fallback={<p className="text-sm text-ink-600">{t('brochure.loading')}</p>}>
          <BrochureForm lang={lang} focusFirst />
        </Suspense>
      </div>
    );
  }

  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-flour-300 bg-white p-5 shadow-card"
      data-testid="brochure-box"
    >
      <h2 id={titleId} className="text-lg font-bold text-ink-900">
        {t('brochure.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-600">{t('brochure.lead')}</p>
      {body}
    </section>
  );
}
