export interface MailLogger {
  info(message: string, fields?: object): void;
}

/** What a log line may say about who an e-mail went to: the domain, never the mailbox. */
export function recipientDomain(address: string): string {
  return address.slice(address.lastIndexOf('@') + 1);
}
