import { useTranslation } from 'react-i18next';
import { data, Link, type ShouldRevalidateFunctionArgs, useLocation, useNavigation } from 'react-router';
import { isLocale } from '../../../common/i18n/locales.ts';
import { buttonStyles } from '../../components/ui/button-styles.ts';
import { NotFoundBoundary } from '../../features/errors/not-found-boundary.tsx';
import { CareersPanel } from '../../features/posts/careers-panel/careers-panel.tsx';
import { CategoryFilter } from '../../features/posts/list/category-filter.tsx';
import { EmptyList } from '../../features/posts/list/empty-list.tsx';
import { LAYOUT_INTENT, LayoutToggle, useShownLayout } from '../../features/posts/list/layout-toggle.tsx';
import { ListPagination } from '../../components/ui/list-pagination.tsx';
import { listHref } from '../../features/posts/list/list-query.ts';
import { PostList } from '../../features/posts/list/post-list.tsx';
import { SortLinks } from '../../features/posts/list/sort-links.tsx';
import { WriteAction } from '../../features/posts/list/write-action.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';
import { groupingOfPath } from './grouping-of-path.ts';
import { isPanelRequest, loadListPage, loadPanelOnly, saveLayout } from './post-list.server.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { PageSidePanel } from '../side-panel/page-side-panel.tsx';

/**
 * {lang}/forum/list, casestudy/list, careers/list and whatsnew/list (SPEC §2.1): the public
 * posts of one grouping in the interface language. Everything the reader chooses (category,
 * sort, page) is in the URL and the layout in a cookie, so the server renders the list as the
 * reader left it and back navigation finds it again.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const type = groupingOfPath(url.pathname);
  if (!isLocale(params.lang) || !type) throw data(null, { status: 404 });
  if (isPanelRequest(url.searchParams)) return loadPanelOnly(context, params.lang, url.searchParams);
  return loadListPage(context, request, params.lang, type);
}

export async function action({ params, request }: Route.ActionArgs) {
  const type = groupingOfPath(new URL(request.url).pathname);
  if (!isLocale(params.lang) || !type) throw data(null, { status: 404 });
  const saved = await saveLayout(request, params.lang, type);
  return data({ layout: saved.layout }, { headers: saved.headers });
}

/** Saving the layout changes nothing the loader reads except the cookie the toggle already shows. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get('intent') === LAYOUT_INTENT) return false;
  return defaultShouldRevalidate;
}

export function meta({ params, matches, loaderData, location }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const type = groupingOfPath(location.pathname) ?? 'forum';
  const t = i18nFor(lang).getFixedT(lang, 'posts');
  if (loaderData?.mode !== 'list') {
    return [
      ...pageMeta(lang, matches, { title: t(`groupings.${type}.title`) }),
      { name: 'robots', content: 'noindex' },
    ];
  }
  const name = t(`groupings.${type}.title`);
  let title = name;
  const category = loaderData.categoryPath.at(-1);
  if (category) title = t('list.titleWithCategory', { category: category.name, title });
  if (loaderData.query.page > 1) title = t('list.titleWithPage', { title, page: loaderData.query.page });
  return [
    ...pageMeta(lang, matches, { title, description: t(`groupings.${type}.description`) }),
    // The grouping's feed, for readers that find feeds from a page (server/modules/search/discovery).
    { tagName: 'link', rel: 'alternate', type: 'application/rss+xml', title: name, href: `/${lang}/${type}/feed.xml` },
  ];
}

export function ErrorBoundary() {
  return <NotFoundBoundary />;
}

export default function PostListRoute({ loaderData }: Route.ComponentProps) {
  if (loaderData.mode === 'panel') {
    return (
      <div className="page-column max-w-md py-8">
        <CareersPanel lang={loaderData.lang} initial={loaderData.careersPanel} />
      </div>
    );
  }
  return <ListPage data={loaderData} />;
}

type ListData = Extract<Route.ComponentProps['loaderData'], { mode: 'list' }>;

function ListPage({ data: list }: { data: ListData }) {
  const { t } = useTranslation('posts');
  const { lang, type, query, page, pageCount } = list;
  const layout = useShownLayout(list.layout);
  const navigation = useNavigation();
  const location = useLocation();
  // The loading indicator of the layout shows too; the list itself dims while its next page loads.
  const loadingHere = navigation.state === 'loading' && navigation.location.pathname === location.pathname;
  const title = t(`groupings.${type}.title`);
  const category = list.categoryPath.at(-1);
  const hrefFor = (pageNumber: number) => listHref(lang, type, { ...query, page: pageNumber });

  return (
    <div className="page-column py-8 desktop:py-12">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-ink-900 desktop:text-3xl">{title}</h1>
          <p className="mt-2 max-w-prose text-ink-700">{t(`groupings.${type}.lead`)}</p>
        </div>
        <WriteAction lang={lang} type={type} />
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem] xl:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          <div className="flex flex-col gap-4 border-b border-flour-300 pb-4 desktop:flex-row desktop:flex-wrap desktop:items-end desktop:justify-between">
            <CategoryFilter
              lang={lang}
              type={type}
              tree={list.tree}
              selectedPath={list.categoryPath.map((node) => node.id)}
              sort={query.sort}
            />
            <div className="flex flex-wrap items-center justify-between gap-3 desktop:justify-end">
              <SortLinks lang={lang} type={type} category={query.category} sort={query.sort} />
              <LayoutToggle stored={list.layout} />
            </div>
          </div>
          <p className="mt-4 text-sm text-ink-600" data-testid="list-total">
            {t('list.total', { count: page.total })}
          </p>
          <div
            aria-busy={loadingHere}
            className={`mt-3 transition-opacity duration-200 ${loadingHere ? 'opacity-60' : ''}`}
          >
            {page.rows.length > 0 ? (
              <PostList
                posts={page.rows}
                lang={lang}
                layout={layout}
                label={t('list.postsLabel', { title: category ? category.name : title })}
              />
            ) : (
              <EmptyList
                title={category ? t('list.emptyFilteredTitle') : t('list.emptyTitle')}
                body={
                  type === 'whatsnew'
                    ? t('list.emptyWhatsnewBody')
                    : category
                      ? t('list.emptyFilteredBody')
                      : t('list.emptyBody')
                }
                action={
                  <div className="flex flex-wrap justify-center gap-3">
                    {category ? (
                      <Link to={listHref(lang, type)} className={buttonStyles({ variant: 'secondary' })}>
                        {t('list.showAll')}
                      </Link>
                    ) : null}
                    <WriteAction lang={lang} type={type} />
                  </div>
                }
              />
            )}
          </div>
          <ListPagination page={page.pageNum} pageCount={pageCount} hrefFor={hrefFor} />
        </div>
        <PageSidePanel lang={lang} data={list.sidePanel} />
      </div>
    </div>
  );
}
