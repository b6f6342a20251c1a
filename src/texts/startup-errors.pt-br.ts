/**
 * What the server and the CLI print when they cannot start: one line for the operator, naming the variable or the path
 * and the cause in plain words.
 */

/** A folder the product writes to, as the operator configured it. */
export type StartupFolder = 'dataDir' | 'uploads' | 'incoming' | 'outbox';

const FOLDER_NAME: Readonly<Record<StartupFolder, string>> = {
  dataDir: 'A pasta de dados DATA_DIR',
  uploads: 'A pasta de fotos DATA_DIR/uploads',
  incoming: 'A pasta de fotos em envio DATA_DIR/incoming',
  outbox: 'A pasta de e-mails DATA_DIR/outbox',
};

/** Why a file operation failed, from its system error code. */
const CAUSE: Readonly<Record<string, string>> = {
  EROFS: 'o disco é somente leitura',
  EACCES: 'sem permissão para este usuário',
  EPERM: 'sem permissão para este usuário',
  ENOTDIR: 'um dos caminhos acima dela é um arquivo, não uma pasta',
  ENOENT: 'um dos caminhos acima dela não existe',
  ENOSPC: 'o disco está cheio',
  EEXIST: 'já existe um arquivo com esse nome',
};

export function startupCause(code: string | undefined): string {
  return (code && CAUSE[code]) ?? `erro do sistema ${code ?? 'desconhecido'}`;
}

export const STARTUP_ERROR_TEXT = {
  notAFolder: (folder: StartupFolder, path: string) => `${FOLDER_NAME[folder]} (${path}) é um arquivo, não uma pasta.`,
  folderNotCreated: (folder: StartupFolder, path: string, code: string | undefined) =>
    `${FOLDER_NAME[folder]} (${path}) não existe e não pôde ser criada: ${startupCause(code)}.`,
  folderNotWritable: (folder: StartupFolder, path: string, code: string | undefined) =>
    code === 'EROFS'
      ? `${FOLDER_NAME[folder]} (${path}) está em um disco somente leitura; o memories precisa gravar nela.`
      : `${FOLDER_NAME[folder]} (${path}) não aceita gravação: ${startupCause(code)}.`,
  databaseMissing: (dataDir: string, relative: { readonly configured: string; readonly from: string } | null) =>
    `Não há banco de dados em ${dataDir} (procurei memories.sqlite nessa pasta)` +
    (relative ? `; DATA_DIR "${relative.configured}" é um caminho relativo, lido a partir de ${relative.from}` : '') +
    '. O memories-cli não cria um banco novo: confira DATA_DIR (de preferência um caminho absoluto). Uma loja nova nasce no ' +
    'primeiro início do servidor, ou com memories-cli restore --create-database.',
  databaseIsAFolder: (path: string) => `O banco de dados (${path}) é uma pasta, não um arquivo.`,
  databaseEmpty: (path: string) =>
    `O banco de dados (${path}) está vazio (0 bytes), não é um banco SQLite: restaure o backup ou apague o arquivo para começar do zero.`,
  databaseForeign: (path: string) => `O arquivo do banco de dados (${path}) não é um banco SQLite.`,
  databaseNotWritable: (path: string, code: string | undefined) =>
    code === 'EROFS'
      ? `O banco de dados (${path}) está em um disco somente leitura; o memories precisa gravar nele.`
      : `O banco de dados (${path}) não aceita gravação: ${startupCause(code)}.`,
  databaseNotOpened: (path: string, code: string) => `O banco de dados (${path}) não pôde ser aberto: ${sqliteCause(code)}.`,
  databaseUnreachable: (where: string, code: string) =>
    `O banco de dados PostgreSQL de DATABASE_URL (${where}) não respondeu: ${postgresCause(code)}.`,
  portInUse: (port: number) => `A porta ${port} (PORT) já está em uso por outro programa.`,
  portNotAllowed: (port: number) => `A porta ${port} (PORT) exige permissão de administrador; use uma porta acima de 1023.`,
  hostUnavailable: (host: string) => `O endereço ${host} (HOST) não existe nesta máquina.`,
  unexpected: (message: string) => `falha inesperada ao iniciar: ${message}`,
} as const;

/** Where the shop's data is, as the refusals below name it: the database (never its password) and the photos. */
export interface ShopPlaces {
  readonly database: string;
  readonly photos: string;
}

/** What `memories-cli shop adopt` does, said the same way in every refusal. */
const ADOPT = (days: number) =>
  `se este banco deve mesmo seguir com estas fotos, rode memories-cli shop adopt (as fotos que nenhuma página usa vão para a quarentena por ${days} dias, recuperáveis com memories-cli quarantine restore)`;

/**
 * Why the server (or a command that sweeps photos) refuses a database and a photo storage that do not belong together:
 * one sentence naming both places, what to restore, and the command that says "yes, this is the shop".
 */
export const SHOP_MISMATCH_TEXT = {
  'different-shop': (at: ShopPlaces, days: number) =>
    `O banco de dados (${at.database}) e as fotos (${at.photos}) são de lojas diferentes: restaure o banco ou as fotos que andam juntos; ${ADOPT(days)}.`,
  'empty-database': (at: ShopPlaces, days: number, folders: number) =>
    `O banco de dados (${at.database}) não tem nenhuma página, mas as fotos (${at.photos}) guardam ${folders} pastas de páginas: ` +
    `restaure o backup do banco antes de iniciar; para começar uma loja nova, ${ADOPT(days)}.`,
  'photos-missing': (at: ShopPlaces, days: number) =>
    `O banco de dados (${at.database}) tem páginas com fotos, mas as fotos (${at.photos}) sumiram, sem nenhuma foto nem a marca da loja: ` +
    `restaure as fotos do backup antes de iniciar; ${ADOPT(days)}.`,
  'database-behind': (at: ShopPlaces, days: number, unknown: number, folders: number) =>
    `O banco de dados (${at.database}) não conhece ${unknown} das ${folders} pastas de fotos em ${at.photos}, como uma cópia mais antiga do banco: ` +
    `restaure o banco mais recente; ${ADOPT(days)}.`,
} as const;

function sqliteCause(code: string): string {
  switch (code) {
    case 'SQLITE_READONLY':
      return 'o arquivo ou a pasta é somente leitura';
    case 'SQLITE_NOTADB':
      return 'não é um banco SQLite';
    case 'SQLITE_CORRUPT':
      return 'o arquivo está corrompido';
    case 'SQLITE_CANTOPEN':
      return 'o arquivo não pôde ser aberto nem criado (pasta somente leitura ou sem permissão)';
    case 'SQLITE_FULL':
      return 'o disco está cheio';
    default:
      return `erro ${code}`;
  }
}

function postgresCause(code: string): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'conexão recusada (o servidor está parado ou em outra porta)';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'o endereço do servidor não foi encontrado';
    case 'ETIMEDOUT':
      return 'o servidor não respondeu a tempo';
    case '28P01':
    case '28000':
      return 'usuário ou senha recusados';
    case '3D000':
      return 'o banco de dados não existe';
    default:
      return `erro ${code}`;
  }
}
