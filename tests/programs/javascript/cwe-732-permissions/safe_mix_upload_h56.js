// Upload endpoint where producers submit mix revisions to the shared mastering queue
const express = require('express');
const fs = require('fs');
const path = require('path');
const { pipeline } = require('stream/promises');
const { randomUUID } = require('crypto');
const { EventEmitter } = require('events');

const INBOX = '/srv/mastering/inbox';
const MIX_FILE_MODE = 0o640;
const queue = new EventEmitter();
const app = express();

const projectDir = (projectId) =>
  /^[a-z0-9-]{3,40}$/.test(projectId) ? path.join(INBOX, projectId) : null;

const ensureDir = (dir) => fs.promises.mkdir(dir, { recursive: true, mode: 0o755 });

const storeUpload = async (req, dir) => {
  const file = path.join(dir, `${randomUUID()}.wav`);
  await pipeline(req, fs.createWriteStream(file, { flags: 'wx' }));
  await fs.promises.chmod(file, MIX_FILE_MODE);
  return file;
};

queue.on('mix', ({ file, projectId, revision }) => {
  console.info(`queued ${path.basename(file)} for ${projectId} rev ${revision}`);
});

app.put('/projects/:projectId/mixes', async (req, res) => {
  const dir = projectDir(req.params.projectId);
  if (!dir) return res.status(400).json({ error: 'bad project id' });
  if (req.get('content-type') !== 'audio/wav') return res.status(415).end();
  try {
    await ensureDir(dir);
    const file = await storeUpload(req, dir);
    const revision = Number.parseInt(req.get('x-mix-revision'), 10) || 1;
    queue.emit('mix', { file, projectId: req.params.projectId, revision });
    return res.status(201).json({ id: path.basename(file, '.wav'), revision });
  } catch (err) {
    return res.status(500).json({ error: 'upload failed' });
  }
});

app.listen(8600);
