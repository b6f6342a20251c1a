/**
 * What the reply limits count a visitor by: a keyed digest of their address and the page, never the address. Without
 * the key it cannot be turned back into an address, and the same address gives another digest on another page.
 */
export interface ReplyClientKeys {
  keyOf(memoryId: string, clientAddress: string): string;
}
