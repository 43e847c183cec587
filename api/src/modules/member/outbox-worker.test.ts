import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestDb } from '../../../test/helpers';
import type { Db } from '../../db/index';
import { enqueue } from './outbox';
import { runOutboxOnce, startOutboxWorker } from './outbox-worker';
import { smsGatewayTransport, type OutgoingMessage } from './transports';

let db: Db;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ db, drop } = await createTestDb());
});
afterAll(() => drop());
beforeEach(() => db.query('DELETE FROM outbox'));

const statusOf = async (id?: number) =>
  db.query<{ channel: string; status: string; attempts: number; error: string | null }>(
    `SELECT channel, status, attempts::int AS attempts, error FROM outbox ${id ? 'WHERE id = $1' : ''} ORDER BY id`,
    id ? [id] : [],
  );

describe('the outbox worker', () => {
  it('sends due rows through the transport of their channel and marks them sent', async () => {
    await enqueue(db, { channel: 'email', recipient: 'a@example.com', subject: 'Hi', body: 'one' });
    await enqueue(db, { channel: 'sms', recipient: '+85291234567', body: 'two' });
    const sent: OutgoingMessage[] = [];
    const result = await runOutboxOnce(db, { email: async (m) => void sent.push(m), sms: async (m) => void sent.push(m) });
    expect(result).toEqual({ sent: 2, failed: 0 });
    expect(sent.map((m) => m.body)).toEqual(['one', 'two']);
    expect((await statusOf()).map((r) => r.status)).toEqual(['sent', 'sent']);
    expect(await runOutboxOnce(db, { email: async () => undefined, sms: async () => undefined })).toEqual({ sent: 0, failed: 0 });
  });

  it('leaves rows of a channel without a transport waiting', async () => {
    await enqueue(db, { channel: 'sms', recipient: '+85291234567', body: 'waits' });
    expect(await runOutboxOnce(db, { email: async () => undefined })).toEqual({ sent: 0, failed: 0 });
    expect(await statusOf()).toEqual([{ channel: 'sms', status: 'pending', attempts: 0, error: null }]);
  });

  it('retries a failed send later, and gives up after 5 attempts', async () => {
    await enqueue(db, { channel: 'email', recipient: 'b@example.com', body: 'flaky' });
    const failing = { email: async () => { throw new Error('SMTP 451 try later'); } };
    expect(await runOutboxOnce(db, failing)).toEqual({ sent: 0, failed: 1 });
    expect(await statusOf()).toEqual([{ channel: 'email', status: 'pending', attempts: 1, error: 'SMTP 451 try later' }]);
    // not due yet: the retry waits
    expect(await runOutboxOnce(db, failing)).toEqual({ sent: 0, failed: 0 });
    for (let i = 0; i < 4; i++) {
      await db.query("UPDATE outbox SET next_attempt_at = now() - interval '1 second'");
      await runOutboxOnce(db, failing);
    }
    expect(await statusOf()).toEqual([{ channel: 'email', status: 'failed', attempts: 5, error: 'SMTP 451 try later' }]);
  });

  it('takes back rows left sending by a crashed process after 10 minutes', async () => {
    await enqueue(db, { channel: 'email', recipient: 'c@example.com', body: 'stuck' });
    await db.query("UPDATE outbox SET status = 'sending', locked_at = now() - interval '11 minutes', attempts = 1");
    expect(await runOutboxOnce(db, { email: async () => undefined })).toEqual({ sent: 1, failed: 0 });
  });

  it('posts SMS as JSON {to, text} with the bearer token to the HTTP gateway, and fails on a non-2xx answer', async () => {
    const received: { auth?: string; body: unknown }[] = [];
    let answer = 200;
    const server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.statusCode = answer;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`;
    try {
      await enqueue(db, { channel: 'sms', recipient: '+85261234567', body: '【港居】New message' });
      expect(await runOutboxOnce(db, { sms: smsGatewayTransport(url, 'secret-token') })).toEqual({ sent: 1, failed: 0 });
      expect(received).toEqual([{ auth: 'Bearer secret-token', body: { to: '+85261234567', text: '【港居】New message' } }]);
      answer = 503;
      await enqueue(db, { channel: 'sms', recipient: '+85261234567', body: 'second' });
      expect(await runOutboxOnce(db, { sms: smsGatewayTransport(url) })).toEqual({ sent: 0, failed: 1 });
      expect((await statusOf()).at(-1)?.error).toBe('SMS gateway answered HTTP 503');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('never sends a row twice when several workers run at once', async () => {
    for (let i = 0; i < 30; i++) await enqueue(db, { channel: 'email', recipient: `r${i}@example.com`, body: `n${i}` });
    const sent: string[] = [];
    const transport = { email: async (m: OutgoingMessage) => void sent.push(m.body) };
    await Promise.all([runOutboxOnce(db, transport, 7), runOutboxOnce(db, transport, 7), runOutboxOnce(db, transport, 7)]);
    while ((await runOutboxOnce(db, transport, 7)).sent > 0);
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
  });

  it('runs on an interval once started, and stops', async () => {
    await enqueue(db, { channel: 'email', recipient: 'd@example.com', body: 'timed' });
    const sent: string[] = [];
    const worker = startOutboxWorker(db, { intervalMs: 20, transports: { email: async (m) => void sent.push(m.body) } });
    for (let i = 0; i < 100 && !sent.length; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    await worker.stop();
    expect(sent).toEqual(['timed']);
  });
});
