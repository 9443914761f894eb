import { SMTPServer } from 'smtp-server';

/**
 * A mail server that only counts: what each recipient received and when, without parsing a body
 * (the newsletter's 10,000 mails would cost the bench's own process more than the server's).
 */
export interface SmtpSink {
  url: string;
  port: number;
  /** Mails received, all recipients together. */
  total(): number;
  /** Mails received per recipient address. */
  perRecipient: Map<string, number>;
  /** The distinct Message-IDs each recipient received (a mail sent again keeps its Message-ID). */
  messagesPerRecipient: Map<string, Set<string>>;
  /** When each mail was received (ms since the epoch), in order. */
  times: number[];
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const perRecipient = new Map<string, number>();
  const messagesPerRecipient = new Map<string, Set<string>>();
  const times: number[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // The product keeps pooled connections open; closing the sink ends them soon (not after 30 s).
    closeTimeout: 200,
    onData(stream, session, done) {
      // Only the head is kept, to read its Message-ID (the body is not parsed).
      let head = '';
      stream.on('data', (chunk: Buffer) => {
        if (head.length < 8192 && !head.includes('\r\n\r\n')) head += chunk.toString('latin1');
      });
      stream.on('end', () => {
        const id = /^Message-ID:\s*(\S+)/im.exec(head)?.[1] ?? `(none ${times.length})`;
        for (const r of session.envelope.rcptTo) {
          perRecipient.set(r.address, (perRecipient.get(r.address) ?? 0) + 1);
          const ids = messagesPerRecipient.get(r.address) ?? new Set<string>();
          ids.add(id);
          messagesPerRecipient.set(r.address, ids);
        }
        times.push(Date.now());
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  // A client that goes away mid-conversation (a server killed with -9 while sending) is reported
  // as an 'error' of the server: nothing to do here, and unheard it would end the process.
  server.on('error', () => {});
  const actual = (server.server.address() as { port: number }).port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    total: () => times.length,
    perRecipient,
    messagesPerRecipient,
    times,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
