import type { ServiceContext } from '../../lib/context.ts';

/** Reference data is read-only and public: its services need the database and nothing else. */
export type ReferenceContext = Pick<ServiceContext, 'db'>;
