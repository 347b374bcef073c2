import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import type { PgliteReply, PgliteRequest } from './pglite-thread.js';

/**
 * The PGlite worker thread (`pglite-thread.ts` starts it): owns the data folder's PGlite and answers the main
 * thread's queries in the order they arrive. PGlite runs the whole database in WebAssembly on the thread that
 * calls it; here that is this thread, so the process's event loop (HTTP, the services) and the database use two
 * cores instead of taking turns on one.
 */
const port = parentPort!;
const { dataDir } = workerData as { dataDir: string };

/** What survives the trip to the main thread of a PostgreSQL error: its message and its plain fields (code, constraint, detail, ...). */
function plainError(error: unknown): Record<string, unknown> {
  const e = error instanceof Error ? error : new Error(String(error));
  const fields: Record<string, unknown> = { message: e.message, name: e.name, stack: e.stack };
  for (const [key, value] of Object.entries(e)) {
    if (value === undefined || value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

try {
  const db = await PGlite.create({ dataDir });
  port.on('message', (request: PgliteRequest) => {
    const answer = (reply: PgliteReply): void => port.postMessage(reply);
    let work: Promise<unknown>;
    if (request.op === 'query') work = db.query(request.sql, request.params);
    else if (request.op === 'exec') work = db.exec(request.sql);
    else work = db.close();
    work.then(
      (result) => answer({ id: request.id, ok: true, result }),
      (error: unknown) => answer({ id: request.id, ok: false, error: plainError(error) }),
    );
  });
  port.postMessage({ id: 0, ok: true, result: null } satisfies PgliteReply);
} catch (error) {
  port.postMessage({ id: 0, ok: false, error: plainError(error) } satisfies PgliteReply);
}
