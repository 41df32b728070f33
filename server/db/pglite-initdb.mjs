/**
 * Creates an embedded PostgreSQL cluster (initdb) in the empty data folder given as the argument,
 * in a process of its own (server/db/client.ts runs it): PGlite grows to about 400 MB while it
 * creates a cluster, memory the server's process would keep long after (a worker thread's too).
 * Plain JavaScript: the built server runs it as it is.
 */
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node pglite-initdb.mjs <data folder>');
const database = await PGlite.create({ dataDir });
await database.close();
