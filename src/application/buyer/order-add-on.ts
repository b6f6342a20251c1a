import type { MemoryDetails } from '../../domain/memory/memory-details.js';
import type { SkyPlaceInput } from '../../domain/sky/sky-place.js';

/** What the form's optional extras send with an order; absent or empty: not asked for. */
export interface OrderExtras {
  /** "Entrega no dia": the recipient's e-mail address, for a page with a reveal date. */
  readonly recipientEmail?: string | null;
  /** "Pergunta de vocês": the question, its optional hint and its answer; an empty question asks for none. */
  readonly question?: string | null;
  readonly questionHint?: string | null;
  readonly questionAnswer?: string | null;
  /** "Cartas para o futuro": the letters as typed (title, text, opensOn "YYYY-MM-DD"); empty asks for none. */
  readonly letters?: readonly { readonly title: string; readonly text: string; readonly opensOn: string }[];
  /** "O céu daquela noite": where they were (a city of the list, or another place); absent asks for none. */
  readonly sky?: SkyPlaceInput | null;
  /** "Um áudio seu": the voice message sent ahead, already heard and encoded (AAC in MP4); absent asks for none. */
  readonly voice?: Uint8Array | null;
}

/** A new order as a feature's part of it sees it: the page's id, its checked details, the extras, the instant. */
export interface NewOrder {
  readonly memoryId: string;
  readonly details: MemoryDetails;
  readonly extras: OrderExtras;
  readonly now: Date;
}

/** The write a feature makes once the order's page is stored. The page's removal removes it too (an undone order). */
export type OrderAddOnWrite = () => Promise<void>;

/**
 * A feature's part of a new order ("Deixar ainda mais especial"): `CreateMemory` asks every feature for it with the
 * rest of the order, before anything is stored, so that its refusal (a `DomainError`) leaves nothing behind.
 */
export interface OrderAddOn {
  /** Checks the feature's part of `order`: what to write once the page is stored, or null when the buyer asked for none. */
  prepare(order: NewOrder): OrderAddOnWrite | null;
}
