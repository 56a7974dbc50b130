/** Members events (DESIGN "Data flows"): gamification and notifications subscribe (later issues). */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    /** A member followed another; sent once per new follow, after the commit. */
    'user.followed': { followId: number; followerId: number; followingId: number; followerCount: number; at: string };
    /** A follow ended; `followedAt` lets score take back USER_FOLLOW within its 3-day window (P20). */
    'user.unfollowed': {
      followId: number;
      followerId: number;
      followingId: number;
      followerCount: number;
      followedAt: string;
      at: string;
    };
    /** Profile fields changed (the names of the fields), e.g. PROFILE_FIRST_INTRO of P20. */
    'user.profileUpdated': {
      userId: number;
      fields: string[];
      /** Whether the member has a bio after the change (P20's PROFILE_FIRST_INTRO pays the first). */
      introduced: boolean;
      at: string;
    };
  }
}

export {};
