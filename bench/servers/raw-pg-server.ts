// Child process: node:http + pg running, for every request, the statements Harbour runs for one list
// page, then answering that page's bytes. The statements are captured from the server's own code
// (its directory service on a pg.Pool whose query is recorded), so they stay the server's SQL as it changes.
import http from 'node:http';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../apps/server/src/db/schema/index.js';
import { list, type ListInput } from '../../apps/server/src/modules/directory/directory.service.js';

type QueryArgs = [config: pg.QueryConfig, values?: unknown[]];

const pool = new pg.Pool({ connectionString: process.env.BENCH_APP_DATABASE_URL, max: 20 });
const body = Buffer.from(process.env.RAW_BODY ?? '{}');
const input = JSON.parse(process.env.RAW_PG_LIST ?? '{}') as ListInput;

/** Statements in waves: the ones the server sent while another was running go out together. */
const waves: QueryArgs[][] = [];
let recording = false;
let running = 0;
const query = pool.query.bind(pool) as (...args: QueryArgs) => Promise<unknown>;
pool.query = ((...args: QueryArgs) => {
  if (!recording) return query(...args);
  if (running === 0 || waves.length === 0) waves.push([]);
  waves.at(-1)!.push(args);
  running++;
  return query(...args).finally(() => running--);
}) as typeof pool.query;

const db = drizzle(pool, { schema });
await list(db, input, 0); // the first call loads what the server keeps for a minute (the cities)
recording = true;
await list(db, input, 0);
recording = false;

const server = http.createServer((_req, res) => {
  void (async () => {
    for (const wave of waves) await Promise.all(wave.map((args) => query(...args)));
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
    res.end(body);
  })().catch(() => {
    res.writeHead(500).end();
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({
    port: typeof address === 'object' && address ? address.port : 0,
    statements: waves.flat().length,
    sql: waves.flat().map(([config]) => (typeof config === 'string' ? config : config.text)),
  });
});
process.once('disconnect', () => server.close(() => void pool.end().then(() => process.exit(0))));
