// Fastify route that checks reachability of a smart-meter gateway on the grid network
import Fastify, { FastifyRequest, FastifyReply } from 'fastify';
import { exec } from 'child_process';
import { promisify } from 'util';

const run = promisify(exec);
const app = Fastify({ logger: true });

type PingBody = { gateway: string; count?: number };

const HOST_PATTERN = /[a-z0-9][a-z0-9.-]*\.grid\.local/;

const validHost = (h: unknown): h is string => typeof h === 'string' && HOST_PATTERN.test(h);
const clampCount = (n: unknown): number => Math.min(Math.max(Number(n) || 3, 1), 10);
const buildPing = (host: string, count: number): string => `ping -c ${count} -W 2 ${host}`;

const parseLoss = (stdout: string): number | null =>
  stdout
    .split('\n')
    .map((line) => /(\d+(?:\.\d+)?)% packet loss/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => Number(m[1]))
    .find(() => true) ?? null;

app.post('/gateways/ping', async (request: FastifyRequest<{ Body: PingBody }>, reply: FastifyReply) => {
  const { gateway, count } = request.body;
  if (!validHost(gateway)) {
    return reply.code(400).send({ error: 'unknown gateway' });
  }
  const cmd = buildPing(gateway, clampCount(count));
  try {
    const { stdout } = await run(cmd, { timeout: 15000 });
    const loss = parseLoss(stdout);
    return { gateway, reachable: loss !== null && loss < 100, loss };
  } catch (e) {
    request.log.warn({ gateway }, 'ping failed');
    return reply.code(502).send({ gateway, reachable: false });
  }
});

export default app;
