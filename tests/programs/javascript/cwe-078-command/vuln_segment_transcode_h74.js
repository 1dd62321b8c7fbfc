// A segment transcode program of the h74 set (cwe-078-command).
'use strict';

const express = require('express');
const path = require('node:path');
const { promisify } = require('node:util');
const { exec } = require('node:child_process');
const { Queue, Worker, QueueEvents } = require('bullmq');

const execAsync = promisify(exec);

const connection = {
  host: process.env.REDIS_HOST || '127.0.0.1',
  port: Number(process.env.REDIS_PORT || 6379),
};
const INBOX = process.env.SEGMENT_INBOX || '/var/radio/inbox';
const PODCAST_DIR = process.env.PODCAST_DIR || '/var/radio/podcast';

const transcodeQueue = new Queue('segment-transcode', { connection });
const queueEvents = new QueueEvents('segment-transcode', { connection });

const app = express();
app.use(express.json());

app.post('/shows/:showId/segments', async (req, res) => {
  const { file, bitrate = '128', title = '' } = req.body || {};
  if (typeof file !== 'string' || file.length === 0) {
    return res.status(400).json({ error: 'file is required' });
  }
  if (!/^[a-z0-9-]{1,40}$/.test(req.params.showId)) {
    return res.status(400).json({ error: 'unknown show' });
  }
  const job = await transcodeQueue.add(
    'transcode',
    { showId: req.params.showId, file, bitrate: String(bitrate), title: String(title) },
    { attempts: 3, backoff: { type: 'exponential', delay: 2000 }, removeOnComplete: 500 },
  );
  res.status(202).json({ jobId: job.id });
});

app.get('/jobs/:id', async (req, res) => {
  const job = await transcodeQueue.getJob(req.params.id);
  if (!job) return res.status(404).end();
  res.json({ state: await job.getState(), result: job.returnvalue || null });
});

async function transcode(job) {
  const { showId, file, bitrate } = job.data;
  const input = path.join(INBOX, file);
  const output = path.join(PODCAST_DIR, `${showId}-${Date.now()}.mp3`);
  await job.updateProgress(10);

  const cmd = `ffmpeg -hide_banner -y -i "${input}" -codec:a libmp3lame -b:a ${bitrate}k "${output}"`;
  const { stderr } = await execAsync(cmd, { timeout: 10 * 60 * 1000 });

  await job.updateProgress(100);
  return { output, log: stderr.split('\n').slice(-3).join('\n') };
}

const worker = new Worker('segment-transcode', transcode, { connection, concurrency: 2 });

worker.on('failed', (job, err) => {
  console.error(`transcode ${job?.id} failed: ${err.message}`);
});

queueEvents.on('completed', ({ jobId }) => {
  console.log(`segment job ${jobId} ready for the feed`);
});

const port = Number(process.env.PORT || 3300);
app.listen(port, () => console.log(`segment intake on ${port}`));

process.on('SIGTERM', async () => {
  await worker.close();
  await transcodeQueue.close();
  await queueEvents.close();
  process.exit(0);
});
