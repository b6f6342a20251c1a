import type { PhotoShape } from '../domain/memory/photo-shape.js';
import { photoLimitSentence } from './messages.pt-br.js';

type PhotoProblem = 'not-an-image' | 'unreadable' | 'too-large';

const quoted = (name: string) => `“${name}”`;

/** Why a chosen file was not taken, shown next to the photo picker as soon as it is chosen. */
export const PHOTO_PROBLEM_TEXT: Readonly<Record<PhotoProblem, (name: string) => string>> = {
  'not-an-image': (name) => `${quoted(name)} não é uma foto. Escolha uma imagem JPEG, PNG, WebP, GIF, AVIF ou HEIC.`,
  unreadable: (name) => `Não conseguimos abrir ${quoted(name)} como foto. Escolha uma foto JPEG, PNG, WebP, GIF, AVIF ou HEIC.`,
  'too-large': (name) => `${quoted(name)} é grande demais: cada foto pode ter no máximo 10 MB.`,
};

/** On the tile of a photo whose long edge is under about 800 px: it is taken, but may look blurred. */
export const LOW_RESOLUTION_WARNING = 'Pode ficar desfocada';
export const LOW_RESOLUTION_DETAIL = 'Foto com resolução baixa: na página ela pode ficar desfocada.';

/** On the tile of a photo this browser cannot draw (an iPhone's HEIC outside Safari): it is taken, and shown on the page. */
export const NO_PREVIEW_NOTE = 'Sem prévia neste aparelho';

/** Under the photos, for one very wide or very tall (see `photoShape`): it is taken, and shown whole but small. */
export const PHOTO_SHAPE_TEXT: Readonly<Record<PhotoShape, (number: number) => string>> = {
  'very-wide': (number) => `A foto ${number} é muito larga: na página ela aparece inteira, mas pequena.`,
  'very-tall': (number) => `A foto ${number} é muito alta: na página ela aparece inteira, mas pequena.`,
};

/** 'Plano Pra Sempre permite no máximo 3 foto(s). “d.jpg” não foi adicionada.' */
export function photosLeftOutSentence(planName: string, limit: number, names: readonly string[]): string {
  const leftOut = names.length === 1 ? `${quoted(names[0]!)} não foi adicionada.` : `Não foram adicionadas: ${names.map(quoted).join(', ')}.`;
  return `${photoLimitSentence(planName, limit)} ${leftOut}`;
}
