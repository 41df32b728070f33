import net from 'node:net';
import { controlSocketPath, type ControlMessage } from './protocol';

export type ControlOutcome = { reached: false } | { reached: true; ok: boolean; text: string };

/**
 * Asks a running server to run `command`. Resolves { reached: false } when no server listens on
 * the data folder's socket, so the caller can open the database itself.
 */
export function sendControlCommand(
  dataDir: string,
  command: string,
  args: string[],
  onLog: (line: string) => void,
  onProgress: (line: string) => void = onLog,
): Promise<ControlOutcome> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(controlSocketPath(dataDir));
    let buffer = '';
    let outcome: ControlOutcome | undefined;
    socket.setEncoding('utf8');
    socket.on('connect', () => socket.write(`${JSON.stringify({ command, args })}\n`));
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let newline: number;
      while ((newline = buffer.indexOf('\n')) !== -1) {
        const message = JSON.parse(buffer.slice(0, newline)) as ControlMessage;
        buffer = buffer.slice(newline + 1);
        if (message.type === 'log') onLog(message.line);
        else if (message.type === 'progress') onProgress(message.line);
        else
          outcome = message.ok
            ? { reached: true, ok: true, text: message.text }
            : { reached: true, ok: false, text: message.error };
      }
    });
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve({ reached: false });
      else reject(error);
    });
    socket.on('close', () =>
      resolve(outcome ?? { reached: true, ok: false, text: 'The server closed the connection without an answer.' }),
    );
  });
}
