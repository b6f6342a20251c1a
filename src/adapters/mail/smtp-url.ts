export interface SmtpUrl {
  /** The server without credentials, safe for logs and error messages: `smtps://smtp.example.com:465`. */
  readonly server: string;
  /**
   * Every form in which the URL's password could come back in a server reply or a library message: the URL itself,
   * the password decoded and percent-encoded, and as AUTH LOGIN and AUTH PLAIN put it on the wire (base64).
   */
  readonly secrets: readonly string[];
}

/**
 * Checks an `smtp://` or `smtps://` URL (which may carry `user:password@`) once, at construction. A bad URL is reported
 * without repeating it, since it may hold the password.
 */
export function parseSmtpUrl(url: string): SmtpUrl {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error('The SMTP URL is not a valid URL (expected smtp://user:password@host:port or smtps://…)');
  }
  if (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') {
    throw new Error(`The SMTP URL must start with smtp:// or smtps://, not ${parsed.protocol}//`);
  }
  if (parsed.hostname === '') throw new Error('The SMTP URL names no host');
  return { server: `${parsed.protocol}//${parsed.host}`, secrets: secretsOf(url, parsed) };
}

function secretsOf(url: string, parsed: URL): string[] {
  const encodedPassword = parsed.password;
  if (encodedPassword === '') return [url];
  const password = decodeURIComponent(encodedPassword);
  const user = decodeURIComponent(parsed.username);
  const base64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');
  return [url, password, encodedPassword, base64(password), base64(`\u0000${user}\u0000${password}`)];
}
