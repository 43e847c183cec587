import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { smtpTransport, transportsFromEnv } from './transports';

/** A minimal SMTP server that accepts one conversation at a time and keeps what it was sent. */
function smtpServer() {
  const mails: { from: string; to: string[]; data: string }[] = [];
  const server = net.createServer((socket) => {
    let from = '';
    let to: string[] = [];
    let data: string | undefined;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== undefined) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mails.push({ from, to, data: data + buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          data = undefined;
          socket.write('250 OK queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'MAIL') from = line.replace(/^MAIL FROM:\s*/i, '');
        if (verb === 'RCPT') to.push(line.replace(/^RCPT TO:\s*/i, ''));
        if (verb === 'RSET') to = [];
        if (verb === 'DATA') data = '';
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250-test\r\n250 8BITMIME\r\n');
        else if (verb === 'DATA') socket.write('354 go ahead\r\n');
        else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  return { server, mails };
}

describe('transports', () => {
  it('sends e-mail over SMTP to the configured server', async () => {
    const { server, mails } = smtpServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const send = smtpTransport(`smtp://127.0.0.1:${port}`, 'HarbourHome <no-reply@harbourhome.test>');
      await send({ recipient: 'owner@example.com', subject: 'New message', body: '你的盤源有新留言' });
      expect(mails).toHaveLength(1);
      expect(mails[0]?.from).toBe('<no-reply@harbourhome.test>');
      expect(mails[0]?.to).toEqual(['<owner@example.com>']);
      expect(mails[0]?.data).toMatch(/^Subject: New message/m);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('configures only the channels the environment names', () => {
    expect(transportsFromEnv({})).toEqual({ email: undefined, sms: undefined });
    const both = transportsFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525', SMS_GATEWAY_URL: 'http://127.0.0.1:9/send' });
    expect(typeof both.email).toBe('function');
    expect(typeof both.sms).toBe('function');
  });
});
