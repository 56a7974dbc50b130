import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The guide a post links (SPEC §2.2's "linked guide", issue 31): where the official guide on the
 * post's subject is, below the post's text.
 */
export function LinkedGuide({ lang, guide }: { lang: string; guide: { id: number; title: string } }) {
  const { t } = useTranslation('post');
  return (
    <aside
      aria-labelledby="post-linked-guide"
      className="mt-8 flex flex-col gap-1 rounded-lg border border-leaf-700/30 bg-leaf-50 px-4 py-3"
      data-testid="post-linked-guide"
    >
      <h2 id="post-linked-guide" className="text-sm font-bold text-leaf-700">
        {t('content.linkedGuide')}
      </h2>
      <Link
        to={`/${lang}/documentation/post/${guide.id}`}
        className="font-semibold text-ink-900 underline-offset-2 hover:underline"
      >
        {guide.title}
      </Link>
    </aside>
  );
}
