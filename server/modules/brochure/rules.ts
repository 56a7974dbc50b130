import type { EventBus } from '../../lib/events.ts';
import { deleteBrochureRequestsOf } from './repository.ts';

/**
 * P11: an erased member's brochure requests go with the rest of their personal data (the name,
 * e-mail and phone they typed), in the erasure's own transaction. The mail already sent to the
 * operator is outside the site.
 */
export function registerBrochureRules(bus: EventBus): void {
  bus.within('user.erased', async (trx, event) => {
    await deleteBrochureRequestsOf(trx, event.userId);
  });
}
