import { spawnNode, type Child } from './support/children.js';
import { freePort, HOST, waitForHealthy } from './support/net.js';
import { SERVER_ENTRY, SERVER_NODE_FLAGS } from './support/paths.js';
import { progress } from './support/progress.js';
import { serverEnv } from './support/servers.js';
import { median, ratio } from './support/stats.js';
import { makeTempDir } from './support/temp-dirs.js';

export interface StartupOptions {
  readonly rounds: number;
  readonly pollIntervalMs: number;
}

export interface StartupKindFigures {
  readonly label: string;
  /** ms from spawn() to the first 200 on /healthz (GET / for the baseline). */
  readonly readyMs: readonly number[];
  /** The server's own `startupMs` from its 'ready' log line (empty for the baseline). */
  readonly startupMsLogged: readonly number[];
  /** spawn → 'ready' line read, minus startupMs: node's boot and the loading of every module before main() runs. */
  readonly beforeMainMs: readonly number[];
  readonly medianReadyMs: number;
  readonly medianStartupMsLogged: number | null;
  readonly medianBeforeMainMs: number | null;
}

export interface StartupFigures {
  readonly rounds: number;
  readonly pollIntervalMs: number;
  readonly baseline: StartupKindFigures;
  readonly fresh: StartupKindFigures;
  readonly existing: StartupKindFigures;
  readonly freshRatio: number;
  readonly existingRatio: number;
}

type Kind = 'baseline' | 'fresh' | 'existing';

const BASELINE_SCRIPT = "require('http').createServer((q,s)=>s.end('ok')).listen(+process.env.PORT, process.env.HOST)";

/**
 * Spawn → first successful GET /healthz, polled every ~10 ms, for `node dist/src/main.js` (with the flags of `npm start`) on a fresh DATA_DIR
 * (migrations to apply, secret to generate) and on an existing one, against a bare `http.createServer` spawned the same
 * way. One unmeasured start of each first (it also prepares the existing folder), then rounds in turn.
 */
export async function benchStartup(options: StartupOptions): Promise<StartupFigures> {
  const existingDir = await makeTempDir('existing');
  const measured: Record<Kind, { ready: number[]; logged: number[]; beforeMain: number[] }> = {
    baseline: { ready: [], logged: [], beforeMain: [] },
    fresh: { ready: [], logged: [], beforeMain: [] },
    existing: { ready: [], logged: [], beforeMain: [] },
  };
  const kinds: Kind[] = ['baseline', 'fresh', 'existing'];
  progress(`startup: ${options.rounds} rounds of (bare node http, fresh DATA_DIR, existing DATA_DIR) after one warm-up start each`);
  for (let round = 0; round <= options.rounds; round++) {
    for (const kind of kinds) {
      const dataDir = kind === 'existing' ? existingDir : kind === 'fresh' ? await makeTempDir('fresh') : null;
      const { readyMs, startupMs, readyLineMs } = await startOnce(kind, dataDir, options.pollIntervalMs);
      if (round === 0) continue;
      measured[kind].ready.push(readyMs);
      if (startupMs !== null && readyLineMs !== null) {
        measured[kind].logged.push(startupMs);
        measured[kind].beforeMain.push(readyLineMs - startupMs);
      }
    }
  }
  const figures = (kind: Kind, label: string): StartupKindFigures => ({
    label,
    readyMs: measured[kind].ready,
    startupMsLogged: measured[kind].logged,
    medianReadyMs: median(measured[kind].ready),
    medianStartupMsLogged: measured[kind].logged.length ? median(measured[kind].logged) : null,
    beforeMainMs: measured[kind].beforeMain,
    medianBeforeMainMs: measured[kind].beforeMain.length ? median(measured[kind].beforeMain) : null,
  });
  const baseline = figures('baseline', 'node -e http.createServer');
  const fresh = figures('fresh', 'server, fresh DATA_DIR');
  const existing = figures('existing', 'server, existing DATA_DIR');
  progress(
    `startup: median ${fresh.medianReadyMs.toFixed(0)} ms fresh, ${existing.medianReadyMs.toFixed(0)} ms existing, ${baseline.medianReadyMs.toFixed(0)} ms bare node`,
  );
  return {
    rounds: options.rounds,
    pollIntervalMs: options.pollIntervalMs,
    baseline,
    fresh,
    existing,
    freshRatio: ratio(fresh.medianReadyMs, baseline.medianReadyMs),
    existingRatio: ratio(existing.medianReadyMs, baseline.medianReadyMs),
  };
}

interface StartOnce {
  readonly readyMs: number;
  readonly startupMs: number | null;
  /** ms from spawn() to reading the 'ready' line. */
  readonly readyLineMs: number | null;
}

async function startOnce(kind: Kind, dataDir: string | null, intervalMs: number): Promise<StartOnce> {
  const port = await freePort();
  const ready: { startupMs: number | null; at: number | null } = { startupMs: null, at: null };
  const onStdoutLine = (line: string, at: number) => {
    if (ready.startupMs !== null || !line.startsWith('{')) return;
    try {
      const entry = JSON.parse(line) as { msg?: unknown; startupMs?: unknown };
      if (entry.msg === 'ready' && typeof entry.startupMs === 'number') {
        ready.startupMs = entry.startupMs;
        ready.at = at;
      }
    } catch {
      // not a log line
    }
  };
  let child: Child;
  if (kind === 'baseline') {
    child = spawnNode('bare node http server', ['-e', BASELINE_SCRIPT], { env: { PORT: String(port), HOST } });
  } else {
    // LOG_LEVEL=info: the 'ready' line is an info line.
    child = spawnNode(`server (${kind} DATA_DIR)`, [...SERVER_NODE_FLAGS, SERVER_ENTRY], {
      env: serverEnv(dataDir!, port, 'info'),
      stdout: 'pipe',
      onStdoutLine,
    });
  }
  try {
    const readyAt = await waitForHealthy(child, port, { path: '/healthz', intervalMs });
    const readyMs = readyAt - child.spawnedAt;
    if (kind !== 'baseline') {
      // The line is written before /healthz can answer, but may reach us a moment later.
      for (let i = 0; i < 100 && ready.startupMs === null; i++) await new Promise((r) => setTimeout(r, 10));
      if (ready.startupMs === null) throw new Error(`${child.name}: no 'ready' line with startupMs on stdout`);
    }
    return { readyMs, startupMs: ready.startupMs, readyLineMs: ready.at === null ? null : ready.at - child.spawnedAt };
  } finally {
    await child.stop();
  }
}
