// A telemetry archive program of the h74 set (cwe-078-command).
import Fastify from 'fastify';
import { Worker, isMainThread, parentPort } from 'node:worker_threads';
import { exec } from 'node:child_process';
import { randomUUID } from 'node:crypto';

const TELEMETRY_DIR = process.env.TELEMETRY_DIR || '/data/fpv-league/telemetry';
const ARCHIVE_DIR = process.env.ARCHIVE_DIR || '/data/fpv-league/archive';

if (isMainThread) {
  const app = Fastify({ logger: true });
  const archiver = new Worker(new URL(import.meta.url));
  const pending = new Map();

  archiver.on('message', ({ id, ok, archive, error }) => {
    const waiter = pending.get(id);
    if (!waiter) return;
    pending.delete(id);
    if (ok) waiter.resolve(archive);
    else waiter.reject(new Error(error));
  });

  archiver.on('error', (err) => app.log.error(err, 'archiver thread crashed'));

  function archiveHeat(eventSlug, heat) {
    const id = randomUUID();
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      archiver.postMessage({ id, eventSlug, heat });
    });
  }

  app.post('/events/:slug/archive', async (request, reply) => {
    const { slug } = request.params;
    if (!/^[a-z0-9-]{3,48}$/.test(slug)) {
      return reply.code(400).send({ error: 'invalid event' });
    }

    const rawHeat = request.body?.heat;
    const heatNo = Number.parseInt(rawHeat, 10);
    if (!Number.isInteger(heatNo) || heatNo < 1 || heatNo > 400) {
      return reply.code(400).send({ error: 'heat must be a number between 1 and 400' });
    }

    try {
      const archive = await archiveHeat(slug, heatNo);
      return { archive };
    } catch (err) {
      request.log.warn({ err }, 'archive failed');
      return reply.code(500).send({ error: 'archive failed' });
    }
  });

  await app.listen({ port: Number(process.env.PORT || 4020), host: '0.0.0.0' });
} else {
  parentPort.on('message', ({ id, eventSlug, heat }) => {
    const archive = `${ARCHIVE_DIR}/${eventSlug}-heat-${heat}.tar.gz`;
    const cmd = `tar -czf ${archive} -C ${TELEMETRY_DIR}/${eventSlug} heat-${heat}`;
    exec(cmd, { timeout: 120000 }, (err, _stdout, stderr) => {
      if (err) {
        parentPort.postMessage({ id, ok: false, error: stderr || err.message });
        return;
      }
      parentPort.postMessage({ id, ok: true, archive });
    });
  });
}
