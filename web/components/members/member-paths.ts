/** Every address of the members' pages (SPEC §2.1), so that links never drift. */
export type FollowTab = 'follower' | 'following';
export type ActivityType = 'post' | 'reply';

export const memberPaths = {
  profile: (lang: string, id: number) => `/${lang}/user/profile/${id}`,
  follows: (lang: string, id: number, tab: FollowTab = 'follower', page = 1) =>
    `/${lang}/user/profile/follower/${id}?${new URLSearchParams({ tab, ...(page > 1 ? { page: String(page) } : {}) })}`,
  activity: (lang: string, id: number, type: ActivityType = 'post', page = 1) =>
    `/${lang}/user/activity/${id}?${new URLSearchParams({ type, ...(page > 1 ? { page: String(page) } : {}) })}`,
  /** The popup's data (a resource route: JSON for a fetcher, no page). */
  summary: (lang: string, id: number) => `/${lang}/user/profile_summary/${id}`,
};
