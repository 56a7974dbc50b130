import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CategoryNodeDto } from '../../../common/contracts/reference.ts';

/** The forum's topic tree, two levels deep: enough to show what people talk about here. */
export function ForumTopics({ lang, topics }: { lang: string; topics: CategoryNodeDto[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="home-topics" className="bg-flour-100 py-14">
      <div className="page-column">
        <h2 id="home-topics" className="text-2xl font-bold text-ink-900">
          {t('home.topics.title')}
        </h2>
        <p className="mt-2 text-ink-600">{t('home.topics.lead')}</p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {topics.map((topic) => (
            <li key={topic.id} className="rounded-lg bg-white p-5 shadow-card">
              <h3 className="font-bold text-ink-900">
                <Link
                  to={`/${lang}/forum/list?category=${encodeURIComponent(topic.key)}`}
                  className="hover:text-ember-800 hover:underline"
                >
                  {topic.name}
                </Link>
              </h3>
              {topic.children.length > 0 ? (
                <ul className="mt-3 flex flex-wrap gap-2">
                  {topic.children.map((child) => (
                    <li key={child.id}>
                      <Link
                        to={`/${lang}/forum/list?category=${encodeURIComponent(child.key)}`}
                        className="inline-flex min-h-8 items-center rounded-full bg-flour-100 px-3 text-sm text-ink-700 hover:bg-ember-50 hover:text-ember-800"
                      >
                        {child.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
