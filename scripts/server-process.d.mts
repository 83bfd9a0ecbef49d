import type { ChildProcess } from 'node:child_process';

export declare const SERVER_MAIN: string;
/** How `npm start` runs node (package.json): the variables it sets before node, and node's flags. */
export declare function startCommand(): { env: Record<string, string>; nodeArgs: string[] };
export declare function buildApi(): void;
export declare function freePort(): Promise<number>;
export declare function rssBytes(pid: number | undefined): number | undefined;

export interface ServerProcess {
  url: string;
  dataDir: string;
  process: ChildProcess;
  healthyAfterMs: number;
  output(): string;
  rssBytes(): number | undefined;
  kill(signal?: NodeJS.Signals): Promise<void>;
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export declare function startServer(options?: {
  env?: Record<string, string>;
  dataDir?: string;
  timeoutMs?: number;
  pollMs?: number;
  nodeArgs?: string[];
  main?: string;
  port?: number;
}): Promise<ServerProcess>;
