/**
 * Development routes (/api/dev/*: the outbox, the captcha reveal of the browser journeys) exist
 * only when the server is started with DEV_ROUTES=1 (npm run dev and the test stacks set it;
 * npm start does not), and answer only requests from the machine itself: the socket's address
 * decides, never a forwarded-for header.
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { forbidden } from './errors';

export function devRoutesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DEV_ROUTES === '1';
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses (::ffff:127.0.0.1). */
export function isLoopback(address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  return family !== 0 && LOOPBACK.check(address as string, family === 4 ? 'ipv4' : 'ipv6');
}

/** Registers `routes` in a scope of their own that refuses (403) any request not from loopback. */
export async function registerDevRoutes(app: FastifyInstance, routes: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', async (req) => {
      if (!isLoopback(req.socket.remoteAddress)) throw forbidden();
    });
    routes(scope);
  });
}
