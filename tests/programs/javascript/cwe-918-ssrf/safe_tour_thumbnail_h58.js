// tour thumbnail (h58 set)
'use strict';

const express = require('express');
const axios = require('axios');
const sharp = require('sharp');

const config = Object.freeze({
  tourHosts: (process.env.TOUR_HOSTS || 'my.matterport.com,tours.kuula.co').split(','),
  maxBytes: 8 * 1024 * 1024,
});

const http = axios.create({
  timeout: 8000,
  maxContentLength: config.maxBytes,
  responseType: 'arraybuffer',
  headers: { 'User-Agent': 'listing-media/1.4' },
});

const parseUrl = (raw) => {
  try {
    return new URL(String(raw));
  } catch {
    return null;
  }
};

const fetchImage = async (url) => {
  const { data, headers } = await http.get(url.href);
  if (!String(headers['content-type']).startsWith('image/')) throw new Error('not an image');
  return Buffer.from(data);
};

const toThumbnail = (buffer) => sharp(buffer).resize(480, 320, { fit: 'cover' }).webp({ quality: 78 }).toBuffer();

const app = express();
app.use(express.json({ limit: '16kb' }));

app.post('/listings/:id/tour-thumbnail', async (req, res) => {
  const url = parseUrl(req.body?.tourImageUrl);
  if (!url) return res.status(400).json({ error: 'tourImageUrl must be a URL' });
  if (url.protocol !== 'https:' || !config.tourHosts.includes(url.hostname)) {
    return res.status(400).json({ error: 'tour host not allowed' });
  }

  try {
    const thumb = await fetchImage(url).then(toThumbnail);
    res.set('Content-Type', 'image/webp');
    return res.send(thumb);
  } catch (err) {
    return res.status(502).json({ error: 'could not build thumbnail', detail: err.message });
  }
});

app.listen(Number(process.env.PORT) || 3000);
