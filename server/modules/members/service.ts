/**
 * The members feature's public entry (ADR 0015): what other features use of it. Posts show
 * their authors and likers with the member card; accounts says a member's level and
 * temperature through memberStanding; accounts' P11 erasure erases the profile. Everything
 * else of members is its own (routes.ts registers it).
 */
import './events.ts';

export { loadMemberCards, memberStanding, presentMemberCard } from './cards.ts';
export { eraseMemberProfile } from './erasure.ts';
// Gamification's level-ups add the next character (P22) in the action's transaction.
export { addCharacter, listCollectedCharacters } from './repository.ts';
export { loadStandingFacts, type StandingFacts } from './standing-facts.ts';
// Notifications walk a member's followers to tell them of a new post (issue 29).
export { followerIdsAfter } from './follow-repository.ts';
// Notifications check a member still has a profile before leading to it (SPEC §5, issue 29).
export { profileRefusal } from './policy.ts';
