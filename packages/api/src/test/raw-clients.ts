import { readdirSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';

/** A client on a raw socket: what it received, and when the server closed it (ms, performance.now). */
export interface RawClient {
  socket: Socket;
  openedAt: number;
  received(): string;
  closed: Promise<number>;
  isOpen(): boolean;
}

/** Connects to the server at `url` (http://host:port) and records what comes back. */
export function rawClient(url: string): RawClient {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  let text = '';
  let open = true;
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    text += chunk;
  });
  // A reset after the server's answer is one way the server closes a socket it stops reading.
  socket.on('error', () => {});
  const closed = new Promise<number>((resolve) =>
    socket.once('close', () => {
      open = false;
      resolve(performance.now());
    }),
  );
  return { socket, openedAt: performance.now(), received: () => text, closed, isOpen: () => open };
}

/** Resolves once `condition` holds; throws after `timeoutMs`, naming `what` it waited for. */
export async function waitUntil(condition: () => boolean, timeoutMs: number, what: string) {
  const end = performance.now() + timeoutMs;
  while (!condition()) {
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Writes `bytes` a piece at a time, `pieceBytes` every `everyMs`, until done or the socket closes. */
export async function drip(socket: Socket, bytes: Buffer, pieceBytes: number, everyMs: number) {
  for (let at = 0; at < bytes.length && !socket.destroyed; at += pieceBytes) {
    socket.write(bytes.subarray(at, at + pieceBytes));
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** The head of a multipart upload of `png` to `path`, and its body. */
export function multipartUpload(path: string, auth: string, png: Buffer) {
  const boundary = 'slow-client-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const head =
    `POST ${path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: ${auth}\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
  return { head, body };
}

/** The status of the first answer a raw client received, if any. */
export const statusOf = (text: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);

/** Open file descriptors of a process (sockets included). */
export const openDescriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

function parentOf(pid: number): number | undefined {
  try {
    // The command name in parentheses may hold spaces: the fields after its closing one are fixed.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return undefined;
  }
};

const allPids = () =>
  readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);

/** Chromium processes that descend from `ancestor`, or whose command line names `marker`. */
export function chromiumProcesses(ancestor: number, marker: string): number[] {
  return allPids().filter((pid) => {
    const command = commandOf(pid);
    if (!command || !/chrom/i.test(command)) return false;
    if (command.includes(marker)) return true;
    for (let p = parentOf(pid); p !== undefined && p > 1; p = parentOf(p)) if (p === ancestor) return true;
    return false;
  });
}

/** Those of `pids` still running Chromium (a pid reused by something else does not count). */
export const stillChromium = (pids: number[]) => pids.filter((pid) => /chrom/i.test(commandOf(pid) ?? ''));
