import type { FastifyBaseLogger } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.ts';

/**
 * Domain events (DESIGN "Data flows"). Features declare their events by augmenting
 * `DomainEvents`; subscribers (notifications, score, search, e-mail) react after the
 * writer's transaction has committed, so a subscriber never sees data that could still be
 * rolled back (STYLE 7).
 */
export interface DomainEvents {
  'system.started': { at: string };
}

export type EventName = keyof DomainEvents;
export type DomainEvent = { [K in EventName]: { name: K; payload: DomainEvents[K] } }[EventName];
type Handler<K extends EventName> = (payload: DomainEvents[K]) => void | Promise<void>;

/** Records an event inside the transaction under way (server/lib/transaction.ts). */
export type RecordEvent = <K extends EventName>(name: K, payload: DomainEvents[K]) => void;

/**
 * A subscriber that runs inside the writer's transaction, before its commit (ADR 0027): what
 * it writes commits or rolls back with the action, so a crash can never keep one without the
 * other. It may record further events; a failure fails the action.
 */
export type WithinHandler<K extends EventName> = (
  trx: Transaction<Database>,
  payload: DomainEvents[K],
  record: RecordEvent,
) => Promise<void>;

export class EventBus {
  private readonly handlers = new Map<EventName, Handler<never>[]>();
  private readonly pending = new Set<Promise<void>>();
  private readonly withinHandlers = new Map<EventName, WithinHandler<never>[]>();

  private readonly log: FastifyBaseLogger;

  constructor(log: FastifyBaseLogger) {
    this.log = log;
  }

  on<K extends EventName>(name: K, handler: Handler<K>): () => void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(name, list);
    return () => {
      const current = this.handlers.get(name) ?? [];
      this.handlers.set(
        name,
        current.filter((h) => h !== handler),
      );
    };
  }

  /** Registers a subscriber run inside the writer's transaction (ADR 0027); returns its removal. */
  within<K extends EventName>(name: K, handler: WithinHandler<K>): () => void {
    const list = this.withinHandlers.get(name) ?? [];
    list.push(handler as WithinHandler<never>);
    this.withinHandlers.set(name, list);
    return () => {
      const current = this.withinHandlers.get(name) ?? [];
      this.withinHandlers.set(
        name,
        current.filter((h) => h !== handler),
      );
    };
  }

  /** The in-transaction subscribers of an event, in registration order. */
  withinHandlersOf<K extends EventName>(name: K): readonly WithinHandler<K>[] {
    return (this.withinHandlers.get(name) ?? []) as WithinHandler<K>[];
  }

  /**
   * Runs every subscriber of the event. A failing subscriber is logged and does not stop the
   * others nor the request that caused the event: the action has already committed.
   */
  emit<K extends EventName>(name: K, payload: DomainEvents[K]): Promise<void> {
    const list = (this.handlers.get(name) ?? []) as Handler<K>[];
    const run = Promise.all(
      list.map(async (handler) => {
        try {
          await handler(payload);
        } catch (error) {
          this.log.error({ err: error, event: name }, 'event subscriber failed');
        }
      }),
    ).then(() => undefined);
    this.pending.add(run);
    void run.finally(() => this.pending.delete(run));
    return run;
  }

  /** Waits for subscribers still running; used by graceful shutdown and by tests. */
  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }
}
