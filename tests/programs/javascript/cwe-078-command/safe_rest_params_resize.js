// Thumbnails made by handing ImageMagick its options through a rest parameter.
const express = require('express');
const { exec } = require('child_process');

const app = express();

function magick(input, ...options) {
  return new Promise((resolve, reject) => {
    exec(`convert ${input} ${options.join(' ')} out.png`, (err, stdout) => (err ? reject(err) : resolve(stdout)));
  });
}

app.get('/thumbs/:name', async (req, res) => {
  const size = req.query.size || '128x128';
  if (!/^\d{1,4}x\d{1,4}$/.test(size)) {
    return res.status(400).send('size must look like 128x128');
  }
  await magick('uploads/photo.png', '-resize', size, '-strip');
  res.sendFile('out.png', { root: process.cwd() });
});

app.listen(3000);
