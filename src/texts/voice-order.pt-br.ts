/**
 * "Um áudio seu" as the order speaks of it, apart from the feature's other words (voice.pt-br.ts) so the creation
 * form's first script carries only these.
 */

/** A voice message sent ahead that the server no longer holds (past its hour, already used) or never held. */
export const VOICE_STAGED_UNKNOWN = 'O áudio enviado antes expirou ou já foi usado. Grave ou escolha o áudio de novo.';

/** An order with "Um áudio seu" open and no voice kept. */
export const VOICE_NOT_KEPT = 'Toque em "Guardar este áudio" ou remova o áudio antes de ir para o pagamento.';

/** The overlay's second step once the photos are sent and the voice kept still goes up (in place of "Enviando fotos"). */
export const VOICE_UPLOADING = 'Enviando o áudio';
