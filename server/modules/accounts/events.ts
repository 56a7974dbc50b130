/** Account events (DESIGN "Data flows"): gamification, notifications and profiles subscribe later. */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    'user.joined': { userId: number; signupFrom: string; at: string };
    'user.signedIn': { userId: number; firstLogin: boolean; at: string };
    /** A signed-in member came back: their session was renewed (P20's LOGIN counts visits by day). */
    'user.returned': { userId: number; at: string };
    'user.mbtiChanged': { userId: number; mbtiId: number | null; at: string };
    'user.withdrawn': { userId: number; at: string };
    'user.erased': { userId: number; at: string };
    'user.banned': { userId: number; banned: boolean; byUserId: number; at: string };
  }
}

declare module '../../jobs/queue.ts' {
  interface JobPayloads {
    /** Deletes a sign-up still unconfirmed when its 24-hour link ran out (SPEC §4). */
    'account.expirePending': { userId: number };
    /** Erases a withdrawn member's personal data 30 days after the withdrawal (P11). */
    'account.erase': { userId: number };
  }
}

export {};
