import fs from 'node:fs';
import net from 'node:net';
import { logger } from '~/server/logger';
import { runOperation, type OperationContext } from '~/server/operations';
import { controlSocketPath, type ControlMessage, type ControlRequest } from './protocol';

/** Listens on the data folder's control socket and runs operator commands inside this server. */
export async function startControlServer(dataDir: string, context: Omit<OperationContext, 'log'>): Promise<() => Promise<void>> {
  const socketPath = controlSocketPath(dataDir);
  // We hold the data folder's lock, so a socket file left here belongs to a dead process.
  fs.rmSync(socketPath, { force: true });

  const server = net.createServer((socket) => {
    let buffer = '';
    const send = (message: ControlMessage) => socket.write(`${JSON.stringify(message)}\n`);
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const newline = buffer.indexOf('\n');
      if (newline === -1) {
        if (buffer.length > 64_000) socket.destroy();
        return;
      }
      socket.removeAllListeners('data');
      let request: ControlRequest;
      try {
        request = JSON.parse(buffer.slice(0, newline)) as ControlRequest;
      } catch {
        send({ type: 'result', ok: false, error: 'Malformed control request.' });
        socket.end();
        return;
      }
      logger.info({ command: request.command }, 'control command');
      runOperation(request.command, request.args ?? [], {
        ...context,
        log: (line) => send({ type: 'log', line }),
        progress: (line) => send({ type: 'progress', line }),
      })
        .then((text) => send({ type: 'result', ok: true, text }))
        .catch((error: unknown) => send({ type: 'result', ok: false, error: (error as Error).message }))
        .finally(() => socket.end());
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);

  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      fs.rmSync(socketPath, { force: true });
    });
}
