// A Pacific oyster farm water sample archive builder program of the h75 set (cwe-078-command).
'use strict';

const amqp = require('amqplib');
const { exec, execFile } = require('child_process');
const { promisify } = require('util');
const path = require('path');

const execAsync = promisify(exec);
const execFileAsync = promisify(execFile);
const SAMPLE_ROOT = process.env.SAMPLE_ROOT || '/data/oyster/samples';
const ARCHIVE_ROOT = process.env.ARCHIVE_ROOT || '/data/oyster/archives';
const QUEUE = 'sample-archive-requests';

class ArchiveJobError extends Error {
  constructor(message, { retryable = false, cause } = {}) {
    super(message, { cause });
    this.name = 'ArchiveJobError';
    this.retryable = retryable;
  }
}

function parseJob(msg) {
  let job;
  try {
    job = JSON.parse(msg.content.toString('utf8'));
  } catch (err) {
    throw new ArchiveJobError('message is not JSON', { cause: err });
  }
  if (!job.lot || !job.bed) {
    throw new ArchiveJobError('lot and bed are required');
  }
  return job;
}

async function buildArchive(job) {
  const bedDir = path.join(SAMPLE_ROOT, String(job.bed));
  const archive = path.join(ARCHIVE_ROOT, `${job.bed}-${Date.now()}.tar.gz`);
  try {
    await execFileAsync('tar', ['--use-compress-program=pigz', '-cf', archive, '-C', bedDir, '--', job.lot]);
    return archive;
  } catch (err) {
    if (err.code !== 'ENOENT' && !/pigz/.test(err.stderr || '')) {
      throw new ArchiveJobError(`tar failed for lot ${job.lot}`, { retryable: true, cause: err });
    }
    console.warn('[archive] pigz unavailable, falling back to gzip');
  }
  try {
    await execAsync(`tar -czf ${archive} -C ${bedDir} ${job.lot}`);
  } catch (err) {
    throw new ArchiveJobError(`fallback tar failed for lot ${job.lot}`, { retryable: true, cause: err });
  }
  return archive;
}

async function main() {
  const conn = await amqp.connect(process.env.AMQP_URL || 'amqp://localhost');
  const channel = await conn.createChannel();
  await channel.assertQueue(QUEUE, { durable: true });
  await channel.prefetch(2);

  await channel.consume(QUEUE, async (msg) => {
    if (msg === null) {
      return;
    }
    try {
      const job = parseJob(msg);
      const archive = await buildArchive(job);
      console.log(`[archive] lot ${job.lot} stored in ${archive}`);
      channel.ack(msg);
    } catch (err) {
      const retry = err instanceof ArchiveJobError && err.retryable && !msg.fields.redelivered;
      console.error(`[archive] ${err.message}${retry ? ' (requeued)' : ''}`);
      channel.nack(msg, false, retry);
    }
  });

  process.once('SIGTERM', async () => {
    try {
      await channel.close();
    } finally {
      await conn.close();
    }
  });
}

main().catch((err) => {
  console.error('[archive] worker crashed', err);
  process.exit(1);
});
