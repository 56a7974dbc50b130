/**
 * Notifications' event (issue 29), sent after the commit that changed what a member's bell
 * shows: notifications delivered to them, or read. The live channel (live/) tells their open
 * tabs, in this process and, through Redis, in the others.
 */
declare module '../../lib/events.ts' {
  interface DomainEvents {
    'alarms.changed': { userIds: number[]; at: string };
  }
}

export {};
