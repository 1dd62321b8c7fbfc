// Express endpoint that generates resized thumbnails of uploaded product images with ImageMagick
const express = require('express');
const path = require('path');
const { exec } = require('child_process');

const app = express();
app.use(express.json());

const UPLOAD_DIR = '/var/lib/shop/uploads';
const THUMB_DIR = '/var/lib/shop/thumbs';

function clampSize(value, fallback) {
  const n = Number.parseInt(value, 10);
  if (Number.isNaN(n)) return fallback;
  return Math.min(Math.max(n, 16), 1024);
}

function buildResizeJob(fileName, width, height) {
  return {
    source: path.join(UPLOAD_DIR, fileName),
    output: path.join(THUMB_DIR, `${width}x${height}-${fileName}`),
    geometry: `${width}x${height}`,
  };
}

app.post('/thumbnails', (req, res) => {
  const fileName = path.basename(String(req.body.image || ''));
  if (!fileName) {
    return res.status(400).json({ error: 'image is required' });
  }
  const job = buildResizeJob(
    fileName,
    clampSize(req.body.width, 200),
    clampSize(req.body.height, 200),
  );
  const cmd = `convert "${job.source}" -resize ${job.geometry} "${job.output}"`;
  exec(cmd, { timeout: 15000 }, (err, _stdout, stderr) => {
    if (err) {
      console.error('convert failed', stderr);
      return res.status(500).json({ error: 'thumbnail failed' });
    }
    res.status(201).json({ thumbnail: path.basename(job.output) });
  });
});

app.listen(8080);
