import { Worker } from 'node:worker_threads';
import type { Results } from '@electric-sql/pglite';

/** What the serialized pool (`pglite-pool.ts`) needs of a PGlite, in this thread or in a worker. */
export interface PgliteHandle {
  query(sql: string, params?: unknown[]): Promise<Results>;
  exec(sql: string): Promise<Results[]>;
  close(): Promise<void>;
}

export type PgliteRequest = { id: number; op: 'query'; sql: string; params?: unknown[] } | { id: number; op: 'exec'; sql: string } | { id: number; op: 'close' };
export type PgliteReply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: Record<string, unknown> };

/** A PostgreSQL error rebuilt on this side: same message, and the fields code reads (`code`, `constraint`, `detail`, ...). */
export class PgliteWorkerError extends Error {
  constructor(fields: Record<string, unknown>) {
    super(typeof fields.message === 'string' ? fields.message : 'PGlite error');
    for (const [key, value] of Object.entries(fields)) if (key !== 'message' && key !== 'name' && key !== 'stack') (this as Record<string, unknown>)[key] = value;
    if (typeof fields.stack === 'string') this.stack = fields.stack;
  }
}

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/**
 * PGlite in a worker thread (`SVC_PGLITE_WORKER=on` in embedded mode; off by default). The queries go to the worker as
 * messages and their results come back by structured clone (rows of plain values, `Uint8Array` for `bytea`, as
 * PGlite gives them in this thread); an error comes back with its message and fields. Queries are answered in the
 * order sent, like one PostgreSQL session: the pool's lock still decides who holds the session.
 *
 * The worker does not keep the process alive on its own: only while a query is waiting for it. Should it die, every
 * waiting and later query fails with the reason, and `onExit` is told (embedded mode stops: its data are safe, a
 * commit is on disk before its answer is sent back).
 */
export class PgliteThread implements PgliteHandle {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  private dead: Error | null = null;
  private readonly ready: Promise<void>;

  private constructor(dataDir: string, onExit?: (error: Error) => void) {
    this.worker = new Worker(new URL('./pglite-worker.js', import.meta.url), { workerData: { dataDir } });
    this.ready = new Promise<void>((resolve, reject) => this.pending.set(0, { resolve: () => resolve(), reject }));
    this.worker.ref();
    this.worker.on('message', (reply: PgliteReply) => {
      const waiting = this.pending.get(reply.id);
      if (!waiting) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) this.worker.unref();
      if (reply.ok) waiting.resolve(reply.result);
      else waiting.reject(new PgliteWorkerError(reply.error));
    });
    const fail = (error: Error): void => {
      if (this.dead) return;
      this.dead = error;
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      onExit?.(error);
    };
    this.worker.once('error', (err) => fail(new Error(`the PGlite worker failed: ${err.message}`)));
    this.worker.once('exit', (code) => fail(new Error(`the PGlite worker stopped (exit code ${code})`)));
  }

  /** Starts the worker and waits until its PGlite is open. */
  static async start(dataDir: string, onExit?: (error: Error) => void): Promise<PgliteThread> {
    const thread = new PgliteThread(dataDir, onExit);
    await thread.ready;
    return thread;
  }

  query(sql: string, params?: unknown[]): Promise<Results> {
    return this.send({ id: 0, op: 'query', sql, params }) as Promise<Results>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.send({ id: 0, op: 'exec', sql }) as Promise<Results[]>;
  }

  async close(): Promise<void> {
    if (!this.dead) {
      try {
        await this.send({ id: 0, op: 'close' });
      } finally {
        this.dead = new Error('PGlite is closed');
        await this.worker.terminate();
      }
    }
  }

  private send(request: PgliteRequest): Promise<unknown> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise<unknown>((resolve, reject) => {
      if (this.pending.size === 0) this.worker.ref();
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }
}
