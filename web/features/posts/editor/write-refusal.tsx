import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/ui/button-styles.ts';

export type RefusalReason = 'adminOnly' | 'notAuthor';

/**
 * A member who may not write here (What's new is written by administrators, P13) or may not
 * edit this post (its author and administrators only) is told so, with a way on.
 */
export function WriteRefusal({
  reason,
  primary,
}: {
  reason: RefusalReason;
  primary: { href: string; label?: string };
}) {
  const { t } = useTranslation('editor');
  return (
    <div className="page-column flex justify-center py-16">
      <section
        aria-labelledby="write-refusal-title"
        className="flex max-w-xl flex-col items-center gap-4 rounded-xl bg-white p-8 text-center shadow-card"
      >
        <h1 id="write-refusal-title" className="text-2xl font-bold text-ink-900">
          {t(`refusal.${reason}.title`)}
        </h1>
        <p className="text-ink-700">{t(`refusal.${reason}.body`)}</p>
        <Link to={primary.href} className={buttonStyles()}>
          {primary.label ?? t(`refusal.${reason}.action`)}
        </Link>
      </section>
    </div>
  );
}
