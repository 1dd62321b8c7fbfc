// claim evidence (h58 set)
'use strict';

const crypto = require('node:crypto');
const express = require('express');
const got = require('got');

const settings = {
  evidenceHosts: new Set((process.env.EVIDENCE_HOSTS || 'uploads.claimsportal.example,media.adjusters.example').split(',')),
  maxPhotos: 12,
};

const client = got.extend({
  timeout: { request: 10000 },
  retry: { limit: 1 },
  followRedirect: false,
  responseType: 'buffer',
});

const asUrl = (value) => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

const acceptable = (url) => url !== null && url.protocol === 'https:';

const digest = (buffer) => crypto.createHash('sha256').update(buffer).digest('hex');

const collect = async (url) => {
  const { body, headers } = await client.get(url);
  return { source: url.href, bytes: body.length, type: headers['content-type'], sha256: digest(body) };
};

const app = express();
app.use(express.json());

app.post('/claims/:claimId/evidence', async (req, res) => {
  const urls = (Array.isArray(req.body?.photos) ? req.body.photos : [])
    .slice(0, settings.maxPhotos)
    .map(asUrl)
    .filter(acceptable);

  if (urls.length === 0) return res.status(400).json({ error: 'no usable photo links' });

  const results = await Promise.allSettled(urls.map(collect));
  const evidence = results.filter((r) => r.status === 'fulfilled').map((r) => r.value);
  const failed = results.filter((r) => r.status === 'rejected').length;

  return res.status(201).json({ claimId: req.params.claimId, evidence, failed });
});

app.listen(Number(process.env.PORT) || 3000);
