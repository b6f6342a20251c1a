import type { Config } from '../../../config/config.js';
import { STARTUP_ERROR_TEXT } from '../../texts/startup-errors.pt-br.js';
import { StartupError } from '../shared/startup-error.js';

/** The one line an operator reads when the server cannot start: what is wrong and where, in Portuguese. */
function startupLine(error: unknown, config: Config | null): string {
  if (error instanceof StartupError) return error.message;
  const failure = error as (NodeJS.ErrnoException & { syscall?: string }) | null;
  if (config && failure?.code === 'EADDRINUSE') return STARTUP_ERROR_TEXT.portInUse(config.port);
  if (config && failure?.code === 'EACCES' && failure.syscall === 'listen') return STARTUP_ERROR_TEXT.portNotAllowed(config.port);
  if (config && failure?.code === 'EADDRNOTAVAIL') return STARTUP_ERROR_TEXT.hostUnavailable(config.host);
  const message = error instanceof Error ? error.message : String(error);
  return STARTUP_ERROR_TEXT.unexpected(message.split('\n')[0]!);
}

/**
 * What to print for a failed start: one line, then the stack only when LOG_LEVEL=debug (`config` is null when the
 * environment itself could not be read).
 */
export function startupFailureText(error: unknown, config: Config | null): string {
  const line = `memories: ${startupLine(error, config)}\n`;
  const stack = config?.logLevel === 'debug' && error instanceof Error ? error.stack : undefined;
  return stack ? `${line}${stack}\n` : line;
}
