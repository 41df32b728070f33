/**
 * Sentence embeddings off the request thread: one worker thread per process runs the model
 * (embedding-worker.mjs), started on first use and loaded once. Requests go to it one at a time;
 * a reader's query goes before waiting indexing batches, so a reindex never holds a search up for
 * more than one batch. Every call has a timeout and the queue a bound.
 */
import { Worker } from 'node:worker_threads';

export type EmbeddingPriority = 'query' | 'index';

export interface Embedder {
  /** One vector (512 numbers, about unit length) per text. */
  embed(texts: string[], priority?: EmbeddingPriority): Promise<Float32Array[]>;
  /** Stops the worker; a later call starts a new one. */
  close(): Promise<void>;
}

export interface EmbedderOptions {
  /** How long a query may wait for its vector (queue + model), in ms. */
  queryTimeoutMs?: number;
  /** How long an indexing batch may take, in ms (the first one includes loading the model). */
  indexTimeoutMs?: number;
  /** Queries waiting at most; beyond it a query is refused at once rather than queued. */
  maxQueuedQueries?: number;
}

export class EmbeddingError extends Error {}

interface Pending {
  id: number;
  texts: string[];
  resolve: (vectors: Float32Array[]) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout;
  started: boolean;
}

type WorkerAnswer = { id: number; vectors: Float32Array[] } | { id: number; error: string };

const WORKER_URL = new URL('./embedding-worker.mjs', import.meta.url);

export function createEmbedder(options: EmbedderOptions = {}): Embedder {
  const { queryTimeoutMs = 10_000, indexTimeoutMs = 120_000, maxQueuedQueries = 64 } = options;
  let worker: Worker | null = null;
  let nextId = 1;
  let current: Pending | null = null;
  const queues: Record<EmbeddingPriority, Pending[]> = { query: [], index: [] };

  const settle = (pending: Pending) => {
    clearTimeout(pending.timer);
    if (current === pending) current = null;
    for (const queue of Object.values(queues)) {
      const at = queue.indexOf(pending);
      if (at !== -1) queue.splice(at, 1);
    }
  };

  const failAll = (error: Error) => {
    for (const pending of [...(current ? [current] : []), ...queues.query, ...queues.index]) {
      settle(pending);
      pending.reject(error);
    }
  };

  const startWorker = (): Worker => {
    const started = new Worker(WORKER_URL);
    // The worker must never keep a process alive that has nothing else to do.
    started.unref();
    started.on('message', (answer: WorkerAnswer) => {
      const pending = current;
      if (!pending || pending.id !== answer.id) return;
      settle(pending);
      if ('error' in answer) pending.reject(new EmbeddingError(`Embedding failed: ${answer.error}`));
      else pending.resolve(answer.vectors);
      pump();
    });
    // Only a worker still in service fails what is waiting; one we replaced or closed is done.
    started.on('error', (error) => {
      if (worker !== started) return;
      worker = null;
      failAll(new EmbeddingError(`Embedding worker failed: ${error.message}`));
    });
    started.on('exit', () => {
      if (worker !== started) return;
      worker = null;
      failAll(new EmbeddingError('Embedding worker stopped'));
    });
    return started;
  };

  const pump = () => {
    if (current) return;
    const next = queues.query.shift() ?? queues.index.shift();
    if (!next) return;
    current = next;
    next.started = true;
    worker ??= startWorker();
    worker.postMessage({ id: next.id, texts: next.texts });
  };

  return {
    embed(texts, priority = 'index') {
      if (texts.length === 0) return Promise.resolve([]);
      if (priority === 'query' && queues.query.length >= maxQueuedQueries) {
        return Promise.reject(new EmbeddingError('Too many searches are waiting for the model'));
      }
      return new Promise<Float32Array[]>((resolve, reject) => {
        const timeoutMs = priority === 'query' ? queryTimeoutMs : indexTimeoutMs;
        const pending: Pending = {
          id: nextId++,
          texts,
          resolve,
          reject,
          started: false,
          timer: setTimeout(() => {
            const wasRunning = current === pending;
            settle(pending);
            reject(new EmbeddingError(`The model did not answer within ${timeoutMs} ms`));
            // A request the model is still working on: its answer is dropped; the next one waits for it.
            if (wasRunning) {
              const stuck = worker;
              worker = null;
              void stuck?.terminate();
            }
            pump();
          }, timeoutMs),
        };
        queues[priority].push(pending);
        pump();
      });
    },
    async close() {
      const stopping = worker;
      worker = null;
      failAll(new EmbeddingError('Embedding worker stopped'));
      await stopping?.terminate();
    },
  };
}
