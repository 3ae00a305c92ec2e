// Types of scripts/cluster-lib.js for the TypeScript that uses it (tests/cluster, bench/soak.ts).
import type { ChildProcess } from 'node:child_process';

export const repoRoot: string;
export const NGINX_TEMPLATE: string;
export const SERVER_ENTRY: string;

export function renderNginxConf(
  template: string,
  opts: { ports: number[]; listenPort: number; dir: string; accessLog?: boolean },
): string;

export interface Member {
  port: number;
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** resolves with the exit code (null after a signal) */
  exited: Promise<number | null>;
}

export interface Cluster {
  /** the temporary folder: nginx.conf, logs, nginx temp files */
  dir: string;
  /** http://127.0.0.1:<listenPort>, nginx */
  proxyUrl: string;
  members: Member[];
  nginxExited: Promise<number | null>;
  /** ends nginx and every process, removes `dir` (unless keepDir) */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

export interface ClusterOptions {
  processes?: number;
  basePort?: number;
  listenPort?: number;
  env?: Record<string, string>;
  output?: 'inherit' | 'files';
  accessLog?: boolean;
  keepDir?: boolean;
  nginx?: string;
  /** the server's compiled entry (default SERVER_ENTRY) */
  entry?: string;
  log?: (line: string) => void;
}

export function startCluster(opts?: ClusterOptions): Promise<Cluster>;
export function waitForHttp(url: string, timeoutMs: number, stillRunning: () => boolean): Promise<void>;
export function findNginx(): string | null;
