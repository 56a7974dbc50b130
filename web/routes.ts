import { index, layout, type RouteConfig, route } from '@react-router/dev/routes';

/** The route table of SPEC §2.1: every page lives under /{lang}. */
export default [
  index('routes/language-redirect.ts'),
  route(':lang', 'routes/lang/route.tsx', [
    route('notice/list', 'routes/lang/notice-redirect.ts'),
    // Popups of social sign-in (600 x 800): no page chrome.
    route('sns_auth', 'routes/sns-auth/route.tsx'),
    route('sns_auth_callback', 'routes/sns-auth-callback/route.tsx'),
    // Resource routes of the social row: its providers and the move-social-account action.
    route('sns_providers', 'routes/sns-providers/route.ts'),
    route('sns_link', 'routes/sns-link/route.tsx'),
    // Issue 28: marks a celebration layer shown (the dialog's fetcher posts here).
    route('show_layer', 'routes/show-layer/route.ts'),
    // Issue 30: the header search's suggestions and popular tags (its fetchers load here).
    route('search_suggest', 'routes/search-suggest/route.ts'),
    layout('routes/lang/default-layout.tsx', [
      index('routes/home/route.tsx'),
      route('service/:document', 'routes/service/route.tsx'),
      route('signin', 'routes/signin/route.tsx'),
      route('signout', 'routes/signout/route.tsx'),
      route('signup/complete', 'routes/signup-complete/route.tsx'),
      route('signup/confirm', 'routes/signup-confirm/route.tsx'),
      route('password/reset', 'routes/password-reset/route.tsx'),
      // Issue 29: a notification e-mail's unsubscribe link, signed in or not.
      route('alarm/unsubscribe', 'routes/alarm-unsubscribe/route.tsx'),
      route('charactersetting', 'routes/character-setting/route.tsx'),
      route('mobile-mbti-setting', 'routes/mobile-mbti-setting/route.tsx'),
      route('membershipout', 'routes/membershipout/route.tsx'),
      route('membershipout/complete', 'routes/membershipout-complete/route.tsx'),
      // Issue 14 web, part B: My Zone, members only, its pages inside one layout with its menu.
      layout('routes/myzone/layout.tsx', [
        route('myzone', 'routes/myzone/index.ts'),
        route('myzone/profile', 'routes/myzone/profile/route.tsx'),
        route('myzone/profileedit', 'routes/myzone/profileedit/route.tsx'),
        // Issue 28: the activity temperature and the activity log.
        route('myzone/mytemperature', 'routes/myzone/mytemperature/route.tsx'),
        route('myzone/activity', 'routes/myzone/activity/route.tsx'),
        route('myzone/mypost', 'routes/myzone/mypost/route.tsx'),
        route('myzone/interest', 'routes/myzone/interest/route.tsx'),
        route('myzone/Mfollower', 'routes/myzone/Mfollower/route.tsx'),
        route('myzone/info', 'routes/myzone/info/route.tsx'),
        // Issue 29: which notification e-mails the member receives.
        route('myzone/e-mail-alarm', 'routes/myzone/e-mail-alarm/route.tsx'),
        route('myzone/setting', 'routes/myzone/setting/route.tsx'),
      ]),
      // Posts (issue 4): the four lists share one module; writing and editing share another.
      route('forum/list', 'routes/post-list/route.tsx', { id: 'post-list-forum' }),
      route('casestudy/list', 'routes/post-list/route.tsx', { id: 'post-list-casestudy' }),
      route('careers/list', 'routes/post-list/route.tsx', { id: 'post-list-careers' }),
      route('whatsnew/list', 'routes/post-list/route.tsx', { id: 'post-list-whatsnew' }),
      route('whatsnew/writing', 'routes/post-write/route.tsx', { id: 'post-write-whatsnew' }),
      route('post/:id', 'routes/post/route.tsx'),
      // Issue 30: the search page (its box, filters, tabs and results).
      route('search', 'routes/search/route.tsx'),
      // {type}/{postType}: careers/writing opens a new careers post; forum/edit?id=12 edits one.
      route('post/:type/:postType', 'routes/post-write/route.tsx', { id: 'post-write' }),
      // Members, issue 14 part A (i14-web-profile): profiles, follower lists, a member's activity.
      route('user/profile/:id', 'routes/user-profile/route.tsx'),
      route('user/profile/follower/:id', 'routes/user-follows/route.tsx'),
      route('user/activity/:id', 'routes/user-activity/route.tsx'),
      route('user/profile_summary/:id', 'routes/user-profile-summary/route.ts'),
      // Issue 29: the notifications page (the bell on a phone, or without script) and its list's data.
      route('alarm', 'routes/alarm/route.tsx'),
      route('alarm/data', 'routes/alarm-data/route.ts'),
      // The local mailbox (DECISIONS P27): its loader answers 404 in production.
      route('mailbox', 'routes/mailbox/route.tsx'),
      // Issue 30, P32: the brochure application (the side panel's form posts here).
      route('brochure', 'routes/brochure/route.tsx'),
      // Issue 32, P31: the administration console, administrators only; its sections inside one
      // layout with its menu. The knowledge base's authoring (issue 31) is one of them.
      layout('routes/admin-console/layout.tsx', [
        route('admin', 'routes/admin-dashboard/route.tsx'),
        route('admin/audit', 'routes/admin-audit/route.tsx'),
        route('admin/admins', 'routes/admin-admins/route.tsx'),
        route('admin/knowledge', 'routes/knowledge-admin/route.tsx'),
        route('admin/knowledge/article/new', 'routes/knowledge-admin-article/route.tsx', {
          id: 'knowledge-admin-article-new',
        }),
        route('admin/knowledge/article/:id', 'routes/knowledge-admin-article/route.tsx', {
          id: 'knowledge-admin-article',
        }),
        route('admin/knowledge/feedback', 'routes/knowledge-admin-feedback/route.tsx'),
        route('admin/knowledge/gaps', 'routes/knowledge-admin-gaps/route.tsx'),
        route('admin/reports', 'routes/admin-reports/route.tsx'),
        route('admin/content', 'routes/admin-content/route.tsx'),
        // Issue 32 item 3: members, one member (bans), the last 30 days' withdrawals.
        route('admin/members', 'routes/admin-members/route.tsx'),
        route('admin/members/withdrawn', 'routes/admin-members-withdrawn/route.tsx'),
        route('admin/members/:id', 'routes/admin-member/route.tsx'),
        // Issue 32 item 4: reference data, a grouping's categories (names, order, retirement).
        route('admin/reference', 'routes/admin-reference/route.tsx'),
      ]),
      // Issue 31: the knowledge areas. Documentation holds guides, Solomon answers (P24); the
      // same pages serve both, each under its own ids.
      ...(['documentation', 'solomon'] as const).flatMap((area) => [
        route(area, 'routes/knowledge-main/route.tsx', { id: `${area}-main` }),
        route(`${area}/category/:category?`, 'routes/knowledge-category/route.tsx', { id: `${area}-category` }),
        route(`${area}/post/:id?`, 'routes/knowledge-article/route.tsx', { id: `${area}-article` }),
        route(`${area}/search/:search?`, 'routes/knowledge-search/route.tsx', { id: `${area}-search` }),
      ]),
      route('solomon/list', 'routes/solomon-list/route.tsx'),
      route('*', 'routes/not-found/route.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
