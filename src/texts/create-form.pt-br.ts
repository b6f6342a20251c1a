import type { PlanId } from '../domain/plan/plan.js';
import { PLAN_TITLE, photoCountLabel } from './plans.pt-br.js';

/**
 * What the creation form says when it keeps something the chosen plan does not include (photos beyond its limit, the
 * music link), and when it will change a name before it is used.
 */
export const CREATE_FORM_TEXT = {
  /** On a parked photo tile: "Não incluída no Plano Anual". */
  parkedPhotoBadge: (plan: PlanId) => `Não incluída no ${PLAN_TITLE[plan]}`,
  /** "2 fotos não incluídas no Plano Anual" */
  parkedPhotosTitle: (count: number, plan: PlanId) =>
    `${photoCountLabel(count)} ${count === 1 ? 'não incluída' : 'não incluídas'} no ${PLAN_TITLE[plan]}`,
  parkedPhotosNote: (plan: PlanId, back: PlanId) =>
    `Elas ficam guardadas aqui, fora da página e do envio do ${PLAN_TITLE[plan]}, e voltam se você escolher o ${PLAN_TITLE[back]}.`,
  discardParkedPhoto: (position: number, plan: PlanId) => `Descartar a foto ${position} (não incluída no ${PLAN_TITLE[plan]})`,
  parkedPhotoAlt: (position: number, plan: PlanId) => `Foto ${position}, não incluída no ${PLAN_TITLE[plan]}`,
  /** "Música não incluída no Plano Anual" */
  parkedMusicTitle: (plan: PlanId) => `Música não incluída no ${PLAN_TITLE[plan]}`,
  parkedMusicNote: (plan: PlanId, back: PlanId) =>
    `O link fica guardado, fora da página e do envio do ${PLAN_TITLE[plan]}, e volta se você escolher o ${PLAN_TITLE[back]}.`,
  discardParkedMusic: 'Descartar o link',
  backTo: (plan: PlanId) => `Voltar para o ${PLAN_TITLE[plan]}`,
  /** Under a name field of emoji or symbols only, as its hint and then as its error. */
  nameEmojiOnly: 'Emojis e símbolos ficam de fora: escreva o nome com letras.',
  /** Under a name field, before characters are left out: 'Emojis e símbolos ficam de fora: o nome ficará “Amor da vida”.' */
  nameWillDrop: (cleaned: string) =>
    cleaned === '' ? CREATE_FORM_TEXT.nameEmojiOnly : `Emojis e símbolos ficam de fora: o nome ficará “${cleaned}”.`,
  /** Under a name the page's link cannot spell (李华): the link it will have, or, the other name still empty, its word. */
  nameNotInLink: (link: string) => `O link da página só usa letras de A a Z: ele será “${link}”.`,
  nameStandInLink: (standIn: string) => `O link da página só usa letras de A a Z: no lugar deste nome, ele terá “${standIn}”.`,
  /** The counter near the limit, read out as "45 de 50 caracteres". */
  nameCounter: (count: number, max: number) => `${count}/${max}`,
  nameCounterSpoken: (count: number, max: number) => `${count} de ${max} caracteres`,
} as const;
