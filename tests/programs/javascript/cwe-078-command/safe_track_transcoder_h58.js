// track transcoder (h58 set)
'use strict';

const { EventEmitter } = require('node:events');
const { execFile } = require('node:child_process');
const { promisify } = require('node:util');
const path = require('node:path');
const express = require('express');

const run = promisify(execFile);

const config = {
  libraryDir: process.env.TRACK_LIBRARY_DIR || '/srv/tracks/masters',
  outputDir: process.env.TRACK_OUTPUT_DIR || '/srv/tracks/renditions',
};

const FORMATS = { mp3: 'libmp3lame', ogg: 'libvorbis', aac: 'aac', opus: 'libopus' };
const isTrackId = (v) => typeof v === 'string' && /^[a-f0-9]{24}$/.test(v);
const isFormat = (v) => Object.hasOwn(FORMATS, v);

const queue = new EventEmitter();
const jobs = new Map();

queue.on('job', async (job) => {
  const { id, trackId, format, bitrate } = job;
  const input = path.join(config.libraryDir, `${trackId}.flac`);
  const output = path.join(config.outputDir, `${trackId}.${format}`);
  jobs.set(id, { ...job, state: 'running' });
  try {
    await run('ffmpeg', ['-y', '-i', input, '-codec:a', FORMATS[format], '-b:a', String(bitrate), output]);
    jobs.set(id, { ...job, state: 'done', output });
  } catch (err) {
    jobs.set(id, { ...job, state: 'failed', reason: err.code });
  }
});

const app = express();
app.use(express.json());

app.post('/renditions', (req, res) => {
  const { trackId, format = 'mp3', bitrate = '192k' } = req.body ?? {};
  if (!isTrackId(trackId)) return res.status(400).json({ error: 'bad track id' });
  if (!isFormat(format)) return res.status(400).json({ error: 'unsupported format' });

  const id = `${trackId}-${format}-${Date.now()}`;
  const job = { id, trackId, format, bitrate };
  jobs.set(id, { ...job, state: 'queued' });
  setImmediate(() => queue.emit('job', job));
  return res.status(202).json({ id });
});

app.get('/renditions/:id', (req, res) => {
  const job = jobs.get(req.params.id);
  return job ? res.json(job) : res.sendStatus(404);
});

app.listen(Number(process.env.PORT) || 4100);
