/** Addresses remembered at most (oldest out first); one forgotten is simply answered by Koa once more. */
const MAX_ADDRESSES = 4096;

/**
 * The addresses Koa has routed to the public page's answers (its API route, or the app's static files for the HTML),
 * as each one is answered there. Koa routes by the path alone, the same way every time, so an address answered there
 * once is the public page's for good: the early listener takes only these, and never has to know the other routes.
 */
export class PublicAddresses {
  private readonly paths = new Set<string>();

  remember(path: string): void {
    if (this.paths.has(path)) return;
    if (this.paths.size >= MAX_ADDRESSES) this.paths.delete(this.paths.values().next().value as string);
    this.paths.add(path);
  }

  has(path: string): boolean {
    return this.paths.has(path);
  }
}
