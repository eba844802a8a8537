/**
 * Real server processes for the tests that need more than Fastify's inject: `server/main.ts` in a
 * process group of its own (so stopping it takes any children too), its output kept for messages.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './harness';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

export interface ServerProcess {
  readonly name: string;
  readonly baseUrl: string;
  readonly child: ChildProcess;
  readonly exited: Promise<void>;
  output(): string;
}

export async function launch(name: string, env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'server', 'main.ts')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
  });
  let out = '';
  const keep = (b: Buffer) => (out = (out + b.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { name, baseUrl: `http://127.0.0.1:${port}`, child, exited, output: () => out };
}

export const isRunning = (p: ServerProcess) => p.child.exitCode === null && p.child.signalCode === null;

/** Polls a public call until the process answers; fails with its output when it exits or takes too long. */
export async function ready(p: ServerProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (!isRunning(p)) throw new Error(`server ${p.name} exited while starting (code ${p.child.exitCode}, signal ${p.child.signalCode}):\n${p.output()}`);
    const answered = await fetch(`${p.baseUrl}/sys/config`, { signal: AbortSignal.timeout(2_000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server ${p.name} did not answer ${p.baseUrl}/sys/config within ${START_TIMEOUT_MS} ms:\n${p.output()}`);
}

/** Sends a signal to the process's group; false when it is already gone. */
export function signal(p: ServerProcess, s: NodeJS.Signals): boolean {
  if (p.child.pid === undefined) return false;
  try {
    process.kill(-p.child.pid, s);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM (the server closes its pool), SIGKILL if it lingers. */
export async function stop(p: ServerProcess): Promise<void> {
  if (!isRunning(p)) return;
  signal(p, 'SIGTERM');
  const timer = setTimeout(() => signal(p, 'SIGKILL'), STOP_TIMEOUT_MS);
  await p.exited;
  clearTimeout(timer);
}
