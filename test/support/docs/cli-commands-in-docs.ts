import type { Command } from 'commander';

/** Every command of a commander program as typed after the program's name, subcommands under their parent's name. */
export function commandLines(program: Command): string[] {
  const walk = (command: Command, prefix: string): string[] =>
    command.commands.flatMap((sub) => [`${prefix}${sub.name()}`, ...walk(sub, `${prefix}${sub.name()} `)]);
  return walk(program, '');
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The commands `markdown` never shows as `memories-cli <command>` (a longer name such as `list-all` does not count for `list`). */
export function undocumentedCommands(commands: readonly string[], markdown: string): string[] {
  return commands.filter((command) => !new RegExp(`memories-cli ${escaped(command)}(?![\\w-])`).test(markdown));
}
