import { photoLimitSentence } from './messages.pt-br.js';

type PhotoProblem = 'not-an-image' | 'unreadable' | 'too-large';

const quoted = (name: string) => `“${name}”`;

/** Why a chosen file was not taken, shown next to the photo picker as soon as it is chosen. */
export const PHOTO_PROBLEM_TEXT: Readonly<Record<PhotoProblem, (name: string) => string>> = {
  'not-an-image': (name) => `${quoted(name)} não é uma foto. Escolha uma imagem JPEG, PNG, WebP, GIF ou AVIF.`,
  unreadable: (name) =>
    `Não conseguimos abrir ${quoted(name)}: o arquivo pode estar corrompido ou num formato que este aparelho não lê. Escolha outra foto.`,
  'too-large': (name) => `${quoted(name)} é grande demais: cada foto pode ter no máximo 10 MB.`,
};

/** On the tile of a photo whose long edge is under about 800 px: it is taken, but may look blurred. */
export const LOW_RESOLUTION_WARNING = 'Pode ficar desfocada';
export const LOW_RESOLUTION_DETAIL = 'Foto com resolução baixa: na página ela pode ficar desfocada.';

/** 'Plano Pra Sempre permite no máximo 3 foto(s). “d.jpg” não foi adicionada.' */
export function photosLeftOutSentence(planName: string, limit: number, names: readonly string[]): string {
  const leftOut = names.length === 1 ? `${quoted(names[0]!)} não foi adicionada.` : `Não foram adicionadas: ${names.map(quoted).join(', ')}.`;
  return `${photoLimitSentence(planName, limit)} ${leftOut}`;
}
