import http from 'node:http';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type CompiledQuery, Kysely, SqliteDialect } from 'kysely';
import type { Database } from '../../server/db/database.ts';
import { statementCachingDatabase } from '../../server/db/sqlite-statements.ts';
import { listPosts } from '../../server/modules/posts/posts/list-service.ts';

/**
 * The baseline of the get_list benchmark (issue 4): a bare HTTP server that runs exactly the
 * SQL statements one `/api/post/get_list` call runs, captured from the service itself, through
 * prepared better-sqlite3 statements, and answers the raw rows as JSON. No framework, schema,
 * hooks or presentation: what is left is the cost of the database work alone.
 *
 *   DATA_DIR=… RAW_PORT=… node scripts/bench/raw-list-server.ts
 */
const dataDir = process.env.DATA_DIR ?? './data';
const port = Number(process.env.RAW_PORT ?? 0);
const sqlite = new SqliteDatabase(path.join(dataDir, 'hearth.db'), { readonly: true });

const captured: CompiledQuery[] = [];
const db = new Kysely<Database>({
  dialect: new SqliteDialect({ database: statementCachingDatabase(sqlite) }),
  log: (event) => {
    if (event.level === 'query') captured.push(event.query);
  },
});

/** The statements of one list page: type, language, sort and page as the benchmark asks them. */
async function statementsFor(pageNum: number) {
  captured.length = 0;
  await listPosts({ db }, { type: 'forum', lang: 'ko', sort: 'new', pageNum });
  return captured.map((query) => ({
    statement: sqlite.prepare(query.sql),
    parameters: query.parameters.map((value) => (typeof value === 'boolean' ? Number(value) : value)),
  }));
}

const pages = new Map<number, Awaited<ReturnType<typeof statementsFor>>>();
for (let pageNum = 1; pageNum <= 10; pageNum++) pages.set(pageNum, await statementsFor(pageNum));

const server = http.createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const pageNum = Number((JSON.parse(body || '{}') as { pageNum?: number }).pageNum ?? 1);
    const statements = pages.get(pageNum) ?? pages.get(1)!;
    const results = statements.map(({ statement, parameters }) => statement.all(...(parameters as unknown[])));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ success: true, data: results }));
  });
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`raw-list-server ${typeof address === 'object' && address ? address.port : port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
