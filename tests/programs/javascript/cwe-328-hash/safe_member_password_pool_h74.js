// A member password pool program of the h74 set (cwe-328-hash).
import Fastify from 'fastify';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { scryptSync, randomBytes, timingSafeEqual } from 'node:crypto';
import os from 'node:os';

function hashPassword(password, salt) {
  return scryptSync(password, salt, 64, { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }).toString('hex');
}

if (!isMainThread) {
  parentPort.on('message', ({ id, password, salt }) => {
    parentPort.postMessage({ id, hash: hashPassword(password, salt) });
  });
} else {
  const poolSize = Math.max(2, Math.min(4, os.availableParallelism() - 1));
  const workers = Array.from({ length: poolSize }, () => new Worker(new URL(import.meta.url)));
  const callbacks = new Map();
  let nextId = 0;
  let cursor = 0;

  for (const w of workers) {
    w.on('message', ({ id, hash }) => {
      const cb = callbacks.get(id);
      callbacks.delete(id);
      cb?.(hash);
    });
  }

  function hashOnPool(password, salt) {
    const id = nextId++;
    const worker = workers[cursor++ % workers.length];
    return new Promise((resolve) => {
      callbacks.set(id, resolve);
      worker.postMessage({ id, password, salt });
    });
  }

  const members = new Map(); // email -> { name, salt, hash, clubs }
  const app = Fastify({ logger: true });

  app.post('/members', async (request, reply) => {
    const { email, name, password } = request.body ?? {};
    if (typeof email !== 'string' || typeof password !== 'string' || password.length < 10) {
      return reply.code(400).send({ error: 'email and a password of at least 10 characters are required' });
    }
    const key = email.trim().toLowerCase();
    if (members.has(key)) return reply.code(409).send({ error: 'already registered' });

    const salt = randomBytes(16).toString('hex');
    const hash = await hashOnPool(password, salt);
    members.set(key, { name: String(name || ''), salt, hash, clubs: [] });
    return reply.code(201).send({ email: key });
  });

  app.post('/sessions', async (request, reply) => {
    const { email, password } = request.body ?? {};
    const member = members.get(String(email || '').trim().toLowerCase());
    if (!member || typeof password !== 'string') {
      return reply.code(401).send({ error: 'invalid credentials' });
    }
    const candidate = Buffer.from(await hashOnPool(password, member.salt), 'hex');
    const stored = Buffer.from(member.hash, 'hex');
    if (candidate.length !== stored.length || !timingSafeEqual(candidate, stored)) {
      return reply.code(401).send({ error: 'invalid credentials' });
    }
    return { welcome: member.name, clubs: member.clubs };
  });

  app.addHook('onClose', async () => {
    await Promise.all(workers.map((w) => w.terminate()));
  });

  await app.listen({ port: Number(process.env.PORT || 3350), host: '0.0.0.0' });
}
