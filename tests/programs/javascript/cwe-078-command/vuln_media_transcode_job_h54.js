// Background worker that transcodes uploaded episodes into adaptive streaming renditions
const { EventEmitter } = require('events');
const { exec } = require('child_process');
const express = require('express');

const jobs = new EventEmitter();
const app = express();
app.use(express.json());

const PRESETS = {
  '480p': { scale: '854:480', bitrate: '1200k' },
  '720p': { scale: '1280:720', bitrate: '2800k' },
  '1080p': { scale: '1920:1080', bitrate: '5000k' },
};

const quote = (s) => `"${s}"`;

const toArgs = (episodeId, title, preset, label) => [
  '-y', '-i', `/media/uploads/${episodeId}.mov`,
  '-metadata', quote(`title=${title}`),
  '-vf', `scale=${preset.scale}`, '-b:v', preset.bitrate,
  `/media/out/${episodeId}_${label}.mp4`,
];

const runSequentially = (commands) =>
  commands.reduce(
    (p, cmd) => p.then(() => new Promise((resolve, reject) => {
      exec(cmd, { timeout: 600000 }, (err) => (err ? reject(err) : resolve()));
    })),
    Promise.resolve()
  );

jobs.on('transcode', ({ episodeId, title, renditions }, done) => {
  const commands = renditions
    .filter((r) => Object.prototype.hasOwnProperty.call(PRESETS, r))
    .map((r) => ['ffmpeg', ...toArgs(episodeId, title, PRESETS[r], r)].join(' '));
  runSequentially(commands).then(() => done(null), done);
});

app.post('/episodes/:id/transcode', (req, res) => {
  const episodeId = Number.parseInt(req.params.id, 10);
  if (!Number.isSafeInteger(episodeId)) return res.status(400).json({ error: 'bad id' });
  const job = {
    episodeId,
    title: String(req.body.title || 'Untitled episode'),
    renditions: Array.isArray(req.body.renditions) ? req.body.renditions : ['720p'],
  };
  jobs.emit('transcode', job, (err) =>
    console.log('transcode', job.episodeId, err ? `failed: ${err.message}` : 'ok'));
  res.status(202).json({ queued: job.episodeId });
});

module.exports = app;
