/**
 * The local control channel between operator commands (npm run …) and a running server: a Unix
 * socket in the data folder that only the owner can open. One request per connection; the answer
 * streams back as newline-delimited JSON messages.
 */
import path from 'node:path';

export function controlSocketPath(dataDir: string): string {
  return path.join(dataDir, 'control.sock');
}

export interface ControlRequest {
  command: string;
  args: string[];
}

export type ControlMessage =
  | { type: 'log'; line: string }
  /** A progress line that replaces the previous one (e.g. a progress bar). */
  | { type: 'progress'; line: string }
  | { type: 'result'; ok: true; text: string }
  | { type: 'result'; ok: false; error: string };
