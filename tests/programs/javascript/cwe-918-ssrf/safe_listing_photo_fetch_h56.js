// Agent tool that imports listing photos from partner image hosts in a background job
const express = require('express');
const axios = require('axios');
const { randomUUID } = require('crypto');

const app = express();
app.use(express.json());

const PARTNER_HOSTS = new Set(['img.listingcdn.com', 'media.listingcdn.com']);
const IMAGE_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const jobs = new Map();
const photos = new Map();

const parseUrl = (value) => {
  try {
    return new URL(String(value));
  } catch {
    return null;
  }
};

const isPartnerHost = (url) =>
  ['https:', 'http:'].includes(url.protocol) && PARTNER_HOSTS.has(url.hostname);

const fetchPhoto = (url) =>
  axios.get(url.href, { responseType: 'arraybuffer', timeout: 8000, maxContentLength: 15e6, maxRedirects: 0 });

const savePhoto = (listingId) => ({ headers, data }) => {
  const id = randomUUID();
  const type = String(headers['content-type'] || '').split(';')[0];
  photos.set(id, { listingId, type: IMAGE_TYPES.has(type) ? type : 'application/octet-stream', data });
  return id;
};

const runImport = async (jobId, listingId, urls) => {
  jobs.set(jobId, { state: 'running' });
  const outcomes = await Promise.allSettled(urls.map(fetchPhoto));
  const saved = outcomes.filter((o) => o.status === 'fulfilled').map((o) => savePhoto(listingId)(o.value));
  jobs.set(jobId, { state: 'done', saved, failed: outcomes.length - saved.length });
};

app.post('/listings/:listingId/photo-imports', (req, res) => {
  const urls = (Array.isArray(req.body.urls) ? req.body.urls : [])
    .slice(0, 20)
    .map(parseUrl)
    .filter((u) => u && isPartnerHost(u));
  if (urls.length === 0) return res.status(400).json({ error: 'no importable URLs' });
  const jobId = randomUUID();
  setImmediate(() => runImport(jobId, req.params.listingId, urls).catch(() => jobs.set(jobId, { state: 'failed' })));
  return res.status(202).json({ jobId, accepted: urls.length });
});

app.get('/photo-imports/:jobId', (req, res) =>
  jobs.has(req.params.jobId) ? res.json(jobs.get(req.params.jobId)) : res.sendStatus(404));

app.get('/photos/:id', (req, res) => {
  const photo = photos.get(req.params.id);
  if (!photo) return res.sendStatus(404);
  res.set('X-Content-Type-Options', 'nosniff').type(photo.type);
  return res.send(Buffer.from(photo.data));
});

app.listen(8100);
