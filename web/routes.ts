import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** The route table of SPEC §2.1: every page lives under /{lang}. */
export default [
  index('routes/language-redirect.ts'),
  route(':lang', 'routes/lang/route.tsx', [
    route('notice/list', 'routes/lang/notice-redirect.ts'),
    layout('routes/lang/default-layout.tsx', [
      index('routes/home/route.tsx'),
      route('service/:document', 'routes/service/route.tsx'),
      route('*', 'routes/not-found/route.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
