import { useLoaderData } from 'react-router';
import { CharacterAvatar } from '../../components/characters/character-avatar.tsx';
import { CharacterSettingPage } from '../../features/accounts/onboarding/character-setting-page.tsx';
import { i18nFor } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/page-meta.ts';
import type { Route } from './+types/route';
import { loadCharacterSetting, saveCharacterSetting } from './character-setting.server.ts';
import { pageLocale } from '../../lib/page-locale.ts';

/** {lang}/charactersetting (SPEC §2.1): where a first sign-in leads on desktop (issue 3 item 7). */
export function loader(args: Route.LoaderArgs) {
  return loadCharacterSetting(args);
}

export function action(args: Route.ActionArgs) {
  return saveCharacterSetting(args);
}

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = pageLocale(params);
  return pageMeta(lang, matches, { title: i18nFor(lang).t('member:characterSetting.metaTitle') });
}

export default function CharacterSettingRoute() {
  const data = useLoaderData<typeof loader>();
  return (
    <CharacterSettingPage
      variant="page"
      {...data}
      renderArt={(key, size) => <CharacterAvatar character={key} size={size} decorative />}
    />
  );
}
