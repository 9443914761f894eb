// The e2e journeys' mail server: a real SMTP server (smtp-server, from the nodemailer project) that
// keeps every mail, parsed by mailparser, and an HTTP endpoint listing them for the journeys.
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** Starts the SMTP server on a free port and the listing on `httpPort`; resolves with the SMTP port. */
export async function startMailbox(httpPort) {
  const mails = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((m) => {
          const header = (name) => m.headerLines.find((l) => l.key === name)?.line.slice(name.length + 1).trim() ?? null;
          mails.push({
            to: (m.to?.value ?? []).map((v) => v.address),
            subject: m.subject ?? '',
            text: m.text ?? '',
            html: typeof m.html === 'string' ? m.html : '',
            listUnsubscribe: header('list-unsubscribe'),
            listUnsubscribePost: header('list-unsubscribe-post'),
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  // A client that goes away mid-conversation is reported as an 'error' of the server: unheard, it
  // would end the process (and the e2e server with it).
  smtp.on('error', () => {});
  const listing = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(mails));
  });
  await new Promise((resolve) => listing.listen(httpPort, '127.0.0.1', resolve));
  return smtp.server.address().port;
}
