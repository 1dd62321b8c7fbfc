// Express endpoint that renders thumbnails for stored product images with ImageMagick
const express = require('express');
const path = require('path');
const { execFile } = require('child_process');

const app = express();
app.use(express.json());

const IMAGE_DIR = '/data/images';
const THUMB_DIR = '/data/thumbs';
const SIZES = { small: '128x128', medium: '256x256', large: '512x512' };
const FORMATS = new Set(['png', 'jpg', 'webp']);

function buildJob(body) {
  return {
    source: path.join(IMAGE_DIR, path.basename(String(body.image || ''))),
    size: SIZES[body.size] || SIZES.small,
    format: FORMATS.has(body.format) ? body.format : 'png',
  };
}

function runConvert(job, output) {
  return new Promise((resolve, reject) => {
    const args = [job.source, '-resize', job.size, output];
    execFile('convert', args, { timeout: 15000 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(stderr || err.message));
      resolve(output);
    });
  });
}

app.post('/thumbnails', async (req, res) => {
  if (!req.body || !req.body.image) {
    return res.status(400).json({ error: 'image is required' });
  }
  const job = buildJob(req.body);
  const output = path.join(THUMB_DIR, `${Date.now()}.${job.format}`);
  try {
    await runConvert(job, output);
    res.status(201).json({ thumbnail: path.basename(output) });
  } catch (err) {
    res.status(500).json({ error: 'conversion failed' });
  }
});

module.exports = app;
