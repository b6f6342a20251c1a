import { Command, CommanderError, Help } from 'commander';
import { DomainError } from '../../domain/shared/domain-error.js';
import { errorSentence } from '../../texts/error-messages.pt-br.js';
import type { CliContext, RegisterCommand } from './cli-context.js';
import { StartupError } from '../shared/startup-error.js';
import { CliUsageError, CommandIncompleteError } from './cli-usage-error.js';
import { registerBackup } from './commands/backup.command.js';
import { registerDelete } from './commands/delete.command.js';
import { registerExpire } from './commands/expire.command.js';
import { registerExport } from './commands/export.command.js';
import { registerGoLive } from './commands/go-live.command.js';
import { registerList } from './commands/list.command.js';
import { registerNotifications } from './commands/notifications.command.js';
import { registerOutbox } from './commands/outbox.command.js';
import { registerPhotoVariants } from './commands/photo-variants.command.js';
import { registerPurgePending } from './commands/purge-pending.command.js';
import { registerMigrateData } from './commands/migrate-data.command.js';
import { registerReconcile } from './commands/reconcile.command.js';
import { registerRestore } from './commands/restore.command.js';
import { registerResend } from './commands/resend.command.js';
import { registerRevokeEditLink } from './commands/revoke-edit-link.command.js';
import { registerShow } from './commands/show.command.js';
import { registerStats } from './commands/stats.command.js';
import { registerQuarantine } from './commands/quarantine.command.js';
import { registerShop } from './commands/shop.command.js';
import { registerSweepPhotos } from './commands/sweep-photos.command.js';

export const EXIT_OK = 0;
/** A domain error: an unknown id, an invalid address. */
export const EXIT_DOMAIN_ERROR = 1;
/** Bad usage or an internal failure. */
export const EXIT_FAILURE = 2;

const COMMANDS: readonly RegisterCommand[] = [
  registerResend,
  registerExpire,
  registerList,
  registerShow,
  registerReconcile,
  registerOutbox,
  registerNotifications,
  registerPurgePending,
  registerRevokeEditLink,
  registerExport,
  registerDelete,
  registerStats,
  registerMigrateData,
  registerPhotoVariants,
  registerShop,
  registerSweepPhotos,
  registerQuarantine,
  registerBackup,
  registerRestore,
  registerGoLive,
];

const TITLES: Readonly<Record<string, string>> = {
  'Usage:': 'Uso:',
  'Options:': 'Opções:',
  'Commands:': 'Comandos:',
  'Arguments:': 'Argumentos:',
  'Global Options:': 'Opções gerais:',
};

/** Commander's own sentences, for the mistakes it catches before a command runs. */
function usageMessage(error: CommanderError): string {
  const quoted = /'([^']+)'/.exec(error.message)?.[1] ?? '';
  switch (error.code) {
    case 'commander.unknownCommand':
      return `comando desconhecido "${quoted}". Veja memories-cli --help.`;
    case 'commander.unknownOption':
      return `opção desconhecida "${quoted}". Veja a ajuda do comando com --help.`;
    case 'commander.missingArgument':
      return `falta o argumento "${quoted}".`;
    case 'commander.optionMissingArgument':
      return `a opção "${quoted}" precisa de um valor.`;
    case 'commander.missingMandatoryOptionValue':
      return `a opção "${quoted}" é obrigatória.`;
    case 'commander.excessArguments':
      return 'argumentos demais. Veja a ajuda do comando com --help.';
    default:
      return 'uso inválido. Veja memories-cli --help.';
  }
}

const inPortuguese = (usage: string) => usage.replace('[options]', '[opções]').replace('[command]', '[comando]');

class PortugueseHelp extends Help {
  override styleTitle(title: string): string {
    return TITLES[title] ?? title;
  }
  override commandUsage(command: Command): string {
    return inPortuguese(super.commandUsage(command));
  }
  override subcommandTerm(command: Command): string {
    return inPortuguese(super.subcommandTerm(command));
  }
}

export function buildProgram(context: CliContext): Command {
  const program = new Command('memories-cli');
  program
    .description('Ferramenta do suporte do memories: usa os mesmos casos de uso do servidor, sobre a mesma pasta de dados (DATA_DIR).')
    .helpOption('-h, --help', 'mostra esta ajuda')
    .helpCommand('help [comando]', 'mostra a ajuda de um comando')
    .showSuggestionAfterError(false)
    .configureOutput({ writeOut: (text) => context.io.out(text.trimEnd()), writeErr: () => undefined })
    .exitOverride();
  program.createHelp = () => Object.assign(new PortugueseHelp(), program.configureHelp());
  for (const register of COMMANDS) register(program, context);
  for (const command of program.commands) {
    command.helpOption('-h, --help', 'mostra esta ajuda').configureOutput(program.configureOutput()).exitOverride();
    command.createHelp = program.createHelp;
  }
  return program;
}

/** Runs one command line and resolves its exit code; every failure becomes one line on stderr. */
export async function runCli(argv: readonly string[], context: CliContext): Promise<number> {
  const program = buildProgram(context);
  try {
    if (argv.length === 0) {
      program.outputHelp();
      return EXIT_FAILURE;
    }
    await program.parseAsync([...argv], { from: 'user' });
    return EXIT_OK;
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.help' || error.code === 'commander.version') return EXIT_OK;
      context.io.err(`memories-cli: ${usageMessage(error)}`);
      return EXIT_FAILURE;
    }
    if (error instanceof DomainError) {
      context.io.err(`memories-cli: ${error.code}: ${errorSentence(error)}`);
      return EXIT_DOMAIN_ERROR;
    }
    if (error instanceof CliUsageError || error instanceof CommandIncompleteError) {
      context.io.err(`memories-cli: ${error.publicMessage}`);
      return EXIT_FAILURE;
    }
    // The data folder or database cannot be used: the sentence names the path and the cause, for the operator to fix.
    if (error instanceof StartupError) {
      context.io.err(`memories-cli: ${error.message}`);
      return EXIT_FAILURE;
    }
    context.io.err(`memories-cli: falha interna: ${oneLine(error)}`);
    return EXIT_FAILURE;
  }
}

/** Name and message only, on one line: never a stack, a statement or a URL with credentials. */
function oneLine(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text
    .replace(/\w+:\/\/[^\s@/]*@/g, '://[redacted]@')
    .replace(/\s+/g, ' ')
    .slice(0, 300);
}
