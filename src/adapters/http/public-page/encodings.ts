import type { Context } from 'koa';

/** Distinct Accept-Encoding values whose negotiation is remembered (oldest out first): browsers send a handful. */
const MAX_ENCODING_HEADERS = 64;

/**
 * The encoding Koa's negotiation gives each Accept-Encoding ('identity' when there is none: load generators and some
 * unfurlers name none), remembered per distinct value so that a read answered without Koa sends the same encoding.
 */
export class Encodings {
  private readonly known = new Map<string, string | false>();

  negotiated(ctx: Context): string | false {
    const header = ctx.get('Accept-Encoding');
    let accepted = this.remembered(header);
    if (accepted === undefined) {
      accepted = ctx.acceptsEncodings('br', 'gzip', 'identity');
      if (this.known.size >= MAX_ENCODING_HEADERS) this.known.delete(this.known.keys().next().value as string);
      this.known.set(header, accepted);
    }
    return accepted;
  }

  /** What Koa negotiated for this Accept-Encoding (empty when none), or undefined when it was not asked yet. */
  remembered(header: string): string | false | undefined {
    return header === '' ? 'identity' : this.known.get(header);
  }
}
