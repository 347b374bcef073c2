import type { PgliteThreadMode } from './pglite-pool.js';

/** Where a service's tables live: a PostgreSQL server (distributed) or PGlite in a folder (embedded). */
export type DatabaseTarget = { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string; thread?: PgliteThreadMode };

export const DATABASE_TARGET = Symbol('DATABASE_TARGET');
