import type { CharacterKey } from '../../../common/contracts/reference.ts';

/**
 * Gamification's events (ADR 0027), recorded inside the action's transaction and sent after
 * its commit: notifications (issue 29) tell LEVEL_UP and the milestones from them.
 */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    /** A member reached a level above any before (P21), with the character it brought (P22). */
    'score.levelUp': { userId: number; level: number; characterKey: CharacterKey | null; at: string };
    /** A milestone was paid (P20): the member, its key, the item it is about (post:12, member:3). */
    'score.milestone': { userId: number; key: string; item: string | null; points: number; at: string };
  }
}

export {};
