/**
 * The keys that let the browser which placed an order correct its buyer's address for a short while. A key is random
 * (never derived from the page's id); only its hash is stored, and keys are compared in constant time.
 */
export interface EmailCorrectionKeys {
  /** A new key for the browser, and the hash to store with the order. */
  issue(): { readonly key: string; readonly hash: string };
  /** Whether `key` is the one `hash` was made of. */
  matches(key: string, hash: string): boolean;
}
