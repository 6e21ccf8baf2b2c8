import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** The API run as `npm start` runs it, from source, for tests that signal or kill it. */

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
// tsx as a loader inside the server's own process, not its CLI: the CLI relays a signal to its
// child and SIGKILLs it when the child has not reported it within 30 ms, as a busy one may not.
const tsxLoader = new URL('../../../../node_modules/tsx/dist/loader.mjs', import.meta.url).href;

export interface LogLine {
  msg?: string;
  reqId?: string;
}

/**
 * The server as `npm start` runs it (from source here), with its JSON log lines to watch;
 * `entry` runs another entry point (src/worker.ts), `env` adds to or overrides its settings.
 */
export function startServer(
  port: number,
  dataDir: string,
  options: { entry?: string; env?: Record<string, string> } = {},
) {
  const child = spawn(process.execPath, ['--import', tsxLoader, options.entry ?? 'src/server.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      API_PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
      MAIL_POLL_MS: '200',
      AUTH_SECRET: randomBytes(32).toString('hex'),
      ADMIN_EMAIL: 'admin@kartyna.test',
      ADMIN_PASSWORD: 'admin-password-1',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: LogLine[] = [];
  const waiters: { test: (l: LogLine) => boolean; resolve: (l: LogLine) => void }[] = [];
  createInterface({ input: child.stdout }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return;
    }
    lines.push(line);
    for (const w of [...waiters]) {
      if (w.test(line)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  /** resolves with the first log line (past or future) that passes the test */
  const logged = (test: (l: LogLine) => boolean) =>
    new Promise<LogLine>((resolve, reject) => {
      const seen = lines.find(test);
      if (seen) return resolve(seen);
      waiters.push({ test, resolve });
      void exited.then(() => reject(new Error(`server exited; stderr: ${stderr.slice(-2000)}`)));
    });
  return { child, logged, exited, lines, stderr: () => stderr };
}
