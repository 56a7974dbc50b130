import { useTranslation } from 'react-i18next';
import { ForumTopics } from './forum-topics.tsx';
import { Hero } from './hero.tsx';
import { SectionCards } from './section-cards.tsx';
import { TemperatureAndCharacters } from './temperature-and-characters.tsx';
import { useLayoutData } from '../../features/layout/layout-data.ts';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';
import { loadForumTopics } from './forum-topics.server.ts';
import { loadHomePosts } from './home-posts.server.ts';
import { LatestPosts, RecommendedPosts } from './post-sections.tsx';
import { loadTopMembers } from '../../features/gamification/load-top-members.server.ts';
import { TopMembers } from './top-members.tsx';
import { pageLocale } from '../../lib/page-locale.ts';
import { loadSidePanel } from '../side-panel/load-side-panel.server.ts';
import { PageSidePanel } from '../side-panel/page-side-panel.tsx';
import { useViewer } from '../../lib/viewer.ts';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = pageLocale(params);
  // One call of the ranking for the home section and the side panel's box.
  const topMembers = loadTopMembers(context, lang);
  const [topics, posts, sidePanel] = await Promise.all([
    loadForumTopics(context, lang),
    loadHomePosts(context, lang),
    loadSidePanel(context, lang, new URL(request.url).searchParams, { topMembers }),
  ]);
  return { topics, posts, topMembers: sidePanel.topMembers, sidePanel };
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang);
  return pageMeta(lang, matches, { title: t('home.meta.title'), description: t('home.meta.description') });
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { i18n } = useTranslation();
  const { siteConfig } = useLayoutData();
  const lang = i18n.language;
  const viewer = useViewer();
  return (
    <>
      <Hero lang={lang} siteName={siteConfig.siteName} provider={siteConfig.providerName} signedIn={viewer !== null} />
      <RecommendedPosts lang={lang} posts={loaderData.posts.recommended} />
      <SectionCards lang={lang} />
      <LatestPosts
        lang={lang}
        posts={loaderData.posts}
        aside={<PageSidePanel lang={lang} data={loaderData.sidePanel} />}
      />
      {loaderData.topics.length > 0 ? <ForumTopics lang={lang} topics={loaderData.topics} /> : null}
      {loaderData.topMembers ? <TopMembers rows={loaderData.topMembers} /> : null}
      <TemperatureAndCharacters lang={lang} siteName={siteConfig.siteName} />
    </>
  );
}
