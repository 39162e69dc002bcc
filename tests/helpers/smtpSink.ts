import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the tests (smtp-server), on a free port of 127.0.0.1: what arrives is parsed with
 * mailparser. `refuse` makes it answer 550 to every recipient until cleared. Its built-in STARTTLS
 * certificate has expired (TOOLCHAIN.md): STARTTLS is disabled, and the client sets ignoreTLS.
 */
export interface SmtpSink {
  url: string;
  port: number;
  received: ParsedMail[];
  refuse: string | null;
  close(): Promise<void>;
}

export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const sink: SmtpSink = { url: '', port: 0, received: [], refuse: null, close: async () => undefined };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (sink.refuse) {
        const error = new Error(sink.refuse) as Error & { responseCode: number };
        error.responseCode = 550;
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          sink.received.push(mail);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  sink.port = typeof address === 'object' && address ? address.port : port;
  sink.url = `smtp://127.0.0.1:${sink.port}/?ignoreTLS=true`;
  sink.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return sink;
}
