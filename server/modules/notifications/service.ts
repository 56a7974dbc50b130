/**
 * The notifications feature's public entry (ADR 0015): what other parts use of it. server/app.ts
 * registers the rules; the start-up steps schedule the retention; the web's header asks the
 * count through the API like any page.
 */
import './events.ts';

export { registerNotificationRules } from './rules.ts';
export { ensurePurgeScheduled } from './retention.ts';
