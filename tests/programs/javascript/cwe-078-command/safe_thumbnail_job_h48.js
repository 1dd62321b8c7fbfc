// Image thumbnail endpoint that resizes uploaded pictures with ImageMagick
const express = require('express');
const { execFile } = require('child_process');
const path = require('path');

const app = express();
app.use(express.json({ limit: '16kb' }));

const UPLOADS = '/srv/uploads';
const SIZES = { small: '64x64', medium: '256x256', large: '1024x1024' };

class ThumbnailJob {
  constructor(source, size) {
    this.source = path.basename(String(source || ''));
    this.geometry = SIZES[size] || SIZES.medium;
  }

  outputPath() {
    const ext = path.extname(this.source);
    return path.join(UPLOADS, 'thumbs', `${path.basename(this.source, ext)}_${this.geometry}${ext}`);
  }

  args() {
    const input = path.join(UPLOADS, this.source);
    return [input, '-resize', this.geometry, this.outputPath()];
  }
}

app.post('/thumbnails', (req, res) => {
  if (!req.body.image) {
    return res.status(400).json({ error: 'image is required' });
  }
  const job = new ThumbnailJob(req.body.image, req.body.size);
  execFile('convert', job.args(), { timeout: 15000 }, (err) => {
    if (err) {
      return res.status(500).json({ error: 'resize failed' });
    }
    res.status(201).json({ thumbnail: path.basename(job.outputPath()) });
  });
});

app.listen(process.env.PORT || 3000);
