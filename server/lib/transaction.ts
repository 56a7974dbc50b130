import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DomainEvent, DomainEvents, EventBus, EventName } from './events.ts';

export type Emit = <K extends EventName>(name: K, payload: DomainEvents[K]) => void;

/**
 * Runs `work` in one transaction and publishes the events it recorded only after the commit;
 * on rollback they are dropped. This is how every service writes (DESIGN "Data flows").
 *
 * Before the commit, each recorded event goes to the bus's in-transaction subscribers (ADR
 * 0027: the score ledger), in the order recorded; the events they record go after it, to
 * theirs and then to the after-commit subscribers as well.
 */
export async function inTransaction<T>(
  db: Kysely<Database>,
  bus: EventBus,
  work: (trx: Transaction<Database>, emit: Emit) => Promise<T>,
): Promise<T> {
  const recorded: DomainEvent[] = [];
  const emit: Emit = (name, payload) => {
    recorded.push({ name, payload } as DomainEvent);
  };
  const result = await db.transaction().execute(async (trx) => {
    const value = await work(trx, emit);
    for (let index = 0; index < recorded.length; index += 1) {
      const event = recorded[index]!;
      for (const handler of bus.withinHandlersOf(event.name)) await handler(trx, event.payload as never, emit);
    }
    return value;
  });
  for (const event of recorded) void bus.emit(event.name, event.payload as never);
  return result;
}
