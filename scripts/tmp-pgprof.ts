import { sql } from 'kysely';
import { openPostgres } from '../server/db/connection.ts';
import { migrateToLatest } from '../server/db/migrate.ts';
import { engineFor } from '../server/modules/search/engine.ts';
import { planSearch, type TextPlan } from '../server/modules/search/query-plan.ts';
import { rebuildSearchIndex } from '../server/modules/search/service.ts';
import { seedLargePosts } from '../server/seed/demo/large-seed.ts';
import { seedReferenceData } from '../server/seed/reference.ts';
const db = openPostgres('postgres://postgres@127.0.0.1:5432/hearth_prof', 4);
const n = await db.db.selectFrom('search_documents').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst().catch(() => undefined);
if (!n) {
  await migrateToLatest(db.db);
  await seedReferenceData(db.db);
  await seedLargePosts(db.db, { count: 30000, langs: ['ko', 'en', 'ja'] });
  await rebuildSearchIndex(db.db, 'postgres', new Date());
  await sql`analyze`.execute(db.db);
}
const engine = engineFor('postgres');
for (const text of ['분석', 'heatmap', 'ヒートマップ']) {
  const plan = planSearch(text) as TextPlan;
  const request = { plan, scope: { kind: 'post' as const, lang: text === 'heatmap' ? 'en' : text.startsWith('ヒ') ? 'ja' : 'ko', field: 'all' as const, admin: false }, combine: 'all' as const };
  for (let i = 0; i < 3; i++) {
    let t = performance.now();
    await engine.find(db.db, request, 'relevance', { limit: 10, offset: 0 });
    const find = performance.now() - t; t = performance.now();
    const count = await engine.count(db.db, request);
    const c = performance.now() - t;
    if (i === 2) console.log(text, count, 'find', find.toFixed(1), 'count', c.toFixed(1));
  }
}
await db.close();
