import { createServer, type Socket } from 'node:net';

// A tiny SMTP server that accepts every message and keeps it (tests and `npm run bench:outbox`):
// EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no authentication.

export type SinkMessage = { from: string; to: string[]; data: string };

export type SmtpSink = {
  port: number;
  url: string;
  messages: SinkMessage[];
  /** Connections opened so far (a pooled transport opens a few and keeps them). */
  connections: number;
  /** Connections open now, and the most at once. */
  open: number;
  maxOpen: number;
  close: () => Promise<void>;
};

export async function startSmtpSink(options: { keepMessages?: boolean } = {}): Promise<SmtpSink> {
  const keep = options.keepMessages ?? true;
  const sockets = new Set<Socket>();
  const sink: SmtpSink = {
    port: 0,
    url: '',
    messages: [],
    connections: 0,
    open: 0,
    maxOpen: 0,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((socket) => {
    sockets.add(socket);
    sink.connections += 1;
    sink.open += 1;
    sink.maxOpen = Math.max(sink.maxOpen, sink.open);
    socket.on('close', () => {
      sockets.delete(socket);
      sink.open -= 1;
    });
    socket.on('error', () => {});
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 sink ESMTP');
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        const end = buffer.indexOf('\r\n');
        if (end < 0) return;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            const message = { ...envelope, data: data.join('\r\n') };
            if (keep) sink.messages.push(message);
            else sink.messages.push({ ...message, data: '' });
            data = [];
            envelope = { from: '', to: [] };
            reply('250 OK queued');
          } else data.push(line.startsWith('..') ? line.slice(1) : line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') socket.write('250-sink\r\n250-PIPELINING\r\n250 8BITMIME\r\n');
        else if (verb === 'HELO') reply('250 sink');
        else if (verb === 'MAIL') {
          envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] };
          reply('250 OK');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 OK');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 OK');
        } else if (verb === 'NOOP') reply('250 OK');
        else if (verb === 'QUIT') {
          reply('221 Bye');
          socket.end();
        } else reply('502 Command not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  sink.port = typeof address === 'object' && address ? address.port : 0;
  sink.url = `smtp://127.0.0.1:${sink.port}`;
  return sink;
}
