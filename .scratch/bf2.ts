import { openPostgres } from '/work/main/server/db/connection.ts';
import { sql } from 'kysely';
const h = openPostgres('postgres://postgres@127.0.0.1:5432/hearth_bf');
const uid = (await h.db.selectFrom('users').select('id').where('nick_name','=','RecruiterJo').executeTakeFirstOrThrow()).id;
for (const [label, q] of [
  ['gainedOnDay', sql`explain analyze select coalesce(sum(points),0) from score_events where user_id=${uid} and site_day='2026-11-20' and reverses_id is null and key not in ('LOGIN_DAILY_5','USER_FOLLOW_10')`],
  ['standing', sql`explain analyze select * from score_events where user_id=${uid} and key='LIKE' and item='post:3' and not exists (select 1 from score_events as back where back.reverses_id = score_events.id) order by id desc limit 1`],
  ['lock', sql`explain analyze select id from users where id in (${uid}) order by id for no key update`],
]) {
  for (let i=0;i<3;i++){ const t=performance.now(); const r = await (q as any).execute(h.db); if(i==2) console.log(label, (performance.now()-t).toFixed(2),'ms', r.rows.map((x:any)=>x['QUERY PLAN']).join('\n  ')); }
}
const t=performance.now(); for (let i=0;i<200;i++) await sql`select 1`.execute(h.db); console.log('select1 x200', (performance.now()-t).toFixed(1));
await h.close();
