// A blast report archive program of the h70 set (cwe-078-command).
import amqp from 'amqplib';
import { exec } from 'node:child_process';
import { promisify } from 'node:util';

const sh = promisify(exec);
const QUEUE = 'quarry.blast-archive';
const REPORT_ROOT = '/var/quarry/blasts';
const ARCHIVE_ROOT = '/var/quarry/archives';

const FACES = new Set(['north-bench', 'east-gallery', 'pit-3', 'old-working']);
const BLAST_ID = /^\d{4}-\d{3}$/;

const decode = (msg) => {
  try {
    return JSON.parse(msg.content.toString('utf8'));
  } catch {
    return null;
  }
};

const validBlasts = (blasts = []) =>
  blasts.filter(({ id, face }) => BLAST_ID.test(String(id)) && typeof face === 'string');

const archiveName = ({ quarry, month }) =>
  `${String(quarry).replace(/[^a-z0-9-]/gi, '')}-${String(month).replace(/[^0-9-]/g, '')}.tar.gz`;

const buildCommand = (job) =>
  validBlasts(job.blasts).reduce(
    (cmd, { id, face }) => `${cmd} ${face}/${id}.json`,
    `tar -czf ${ARCHIVE_ROOT}/${archiveName(job)} -C ${REPORT_ROOT}`,
  );

const handlers = {
  archive: async (job) => sh(buildCommand(job), { timeout: 120_000 }),
  ping: async () => ({ stdout: 'pong' }),
};

const main = async () => {
  const conn = await amqp.connect(process.env.AMQP_URL ?? 'amqp://rabbit.quarry-ops.internal');
  const channel = await conn.createChannel();
  await channel.assertQueue(QUEUE, { durable: true });
  await channel.prefetch(2);

  channel.consume(QUEUE, async (msg) => {
    if (!msg) return;
    const job = decode(msg);
    const handler = job && handlers[job.kind];
    if (!handler) {
      channel.nack(msg, false, false);
      return;
    }
    try {
      const { stdout } = await handler(job);
      console.log(`[${job.kind}] ${job.quarry ?? '-'} done`, stdout?.trim() ?? '');
      channel.ack(msg);
    } catch (err) {
      console.error(`[${job.kind}] failed`, err.message);
      channel.nack(msg, false, false);
    }
  });
};

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
