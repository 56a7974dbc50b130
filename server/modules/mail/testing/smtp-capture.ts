import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as a mail program would show it: decoded headers and parts. */
export interface CapturedMail {
  envelopeFrom: string;
  envelopeTo: string[];
  subject: string;
  from: string;
  html: string;
  text: string;
  /** Every header of the message, by lower-case name, unfolded. */
  headers: Record<string, string>;
}

export interface SmtpCapture {
  url: string;
  received: CapturedMail[];
  /** While true, the server answers MAIL FROM with a temporary failure (451), like a busy server. */
  refusing: boolean;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a free port, for delivery tests (no TLS, no auth). */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const capture: SmtpCapture = {
    url: '',
    received: [],
    refusing: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onMailFrom(_address, _session, callback) {
      if (!capture.refusing) return callback();
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = parseMessage(Buffer.concat(chunks).toString('utf8'));
        capture.received.push({
          envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          envelopeTo: session.envelope.rcptTo.map((recipient) => recipient.address),
          ...message,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  capture.url = `smtp://127.0.0.1:${port}`;
  return capture;
}

function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(end + 4) };
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_match, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  const input = value.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i += 1) {
    if (input[i] === '=' && /^[0-9A-F]{2}$/i.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(input[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodePart(part: string): { type: string; content: string } {
  const { headers, body } = splitHead(part);
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  const content =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return { type: (headers.get('content-type') ?? 'text/plain').split(';')[0]!.trim(), content };
}

function parseMessage(raw: string): Omit<CapturedMail, 'envelopeFrom' | 'envelopeTo'> {
  const { headers, body } = splitHead(raw);
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1, -1)
        .map((part) => decodePart(part.replace(/^\r\n/, '')))
    : [decodePart(raw)];
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    from: decodeWords(headers.get('from') ?? ''),
    html: parts.find((part) => part.type === 'text/html')?.content ?? '',
    text: (parts.find((part) => part.type === 'text/plain')?.content ?? '').replace(/\r\n/g, '\n'),
    headers: Object.fromEntries(headers),
  };
}
