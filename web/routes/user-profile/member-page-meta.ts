import type { MetaDescriptor } from 'react-router';
import { i18nFor } from '../../lib/i18n.ts';
import { pageLocale } from '../../lib/page-locale.ts';
import { pageMeta } from '../../lib/page-meta.ts';

/** The `member` namespace's title of each page about one member; each names the member. */
export type MemberPageTitleKey = 'profile.metaTitle' | 'profile.follows.metaTitle' | 'profile.activity.metaTitle';

/**
 * The head of every page about one member (profile, follower lists, activity): "<title> | Site"
 * naming the member, or the withdrawn notice's title when the page answered with its error
 * boundary (no loader data); never indexed, a member's pages being about a person.
 */
export function memberPageMeta(
  { params, matches }: { params: { lang?: string }; matches: Parameters<typeof pageMeta>[1] },
  titleKey: MemberPageTitleKey,
  nickName: string | undefined,
): MetaDescriptor[] {
  const lang = pageLocale(params);
  const t = i18nFor(lang).getFixedT(lang, 'member');
  const title = nickName === undefined ? t('profile.withdrawn.title') : t(titleKey, { name: nickName });
  return [...pageMeta(lang, matches, { title }), { name: 'robots', content: 'noindex' }];
}
