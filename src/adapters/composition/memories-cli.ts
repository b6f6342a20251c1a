import { ConfigError, loadConfig, type Config } from '../../../config/config.js';
import type { CliIo } from '../cli/cli-io.js';
import { EXIT_FAILURE, runCli } from '../cli/program.js';
import { openBackupRuntime } from './backups.js';
import { goLiveFindingsOf } from './go-live.js';

/**
 * One memories-cli command, as the package's bin runs it: the configuration from `env` (a bad one is one line on the
 * error stream and exit 2), the read cache off (a support tool must see the database as it is), then the command on
 * the same composition root as the server. Resolves with the exit code.
 */
export async function runMemoriesCli(argv: readonly string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  let config: Config;
  try {
    config = { ...loadConfig(env), readCacheTtlMs: 0 };
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(`memories-cli: configuração inválida: ${error.problems.join('; ')}`);
    return EXIT_FAILURE;
  }
  return runCli(argv, {
    io,
    // The whole composition (every adapter and its packages) is loaded only by the commands that use it: the backup
    // commands, a nightly job's, start in a fraction of the time.
    openRuntime: async () => (await import('./cli-runtime.js')).openCliRuntime(config),
    openBackups: () => openBackupRuntime(config),
    goLiveFindings: () => goLiveFindingsOf(config),
  });
}
