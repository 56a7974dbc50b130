import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DomainEvent, DomainEvents, EventBus, EventName } from './events.ts';

export type Emit = <K extends EventName>(name: K, payload: DomainEvents[K]) => void;

/**
 * Runs `work` in one transaction and publishes the events it recorded only after the commit;
 * on rollback they are dropped. This is how every service writes (DESIGN "Data flows").
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
  const result = await db.transaction().execute((trx) => work(trx, emit));
  for (const event of recorded) void bus.emit(event.name, event.payload as never);
  return result;
}
