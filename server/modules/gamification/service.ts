/**
 * Gamification's public entry (ADR 0015): the score rules other features' events feed (ADR
 * 0027), the standing other features may show, and the repair of `npm run score:rebuild`.
 */
import './events.ts';

export { registerScoreRules } from './rules.ts';
export { getStanding, getTopMembers } from './standing-service.ts';
export { rebuildStandings, type RebuildReport } from './rebuild.ts';
export { backfillScores, ledgerIsEmpty } from './backfill.ts';
