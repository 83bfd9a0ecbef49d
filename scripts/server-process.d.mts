import type { ChildProcess } from 'node:child_process';

export declare const SERVER_MAIN: string;
/** The variables `npm start` sets before node (package.json). */
export declare function startEnv(): Record<string, string>;
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
