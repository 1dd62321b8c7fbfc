// A invitation thumbnails program of the h72 set (cwe-918-ssrf).
'use strict';

const express = require('express');
const sharp = require('sharp');
const crypto = require('node:crypto');

const MAX_BYTES = 8 * 1024 * 1024;

class UploadSource {
  constructor(bucketUrl) {
    this.bucketUrl = bucketUrl;
  }

  // Images uploaded through our own form are referenced by object key.
  resolve(ref) {
    if (!/^[a-f0-9]{32}\.(png|jpe?g|webp)$/.test(ref)) throw new RangeError('unknown upload');
    return new URL(ref, this.bucketUrl);
  }
}

class LinkSource {
  constructor(hosts) {
    this.hosts = hosts;
  }

  // Hosts sharing links from the design tools our party planners recommend.
  resolve(ref) {
    const url = new URL(ref);
    if (!this.hosts.some((host) => url.hostname.endsWith(host))) {
      throw new RangeError(`links from ${url.hostname} are not supported`);
    }
    return url;
  }
}

const sources = new Map([
  ['upload', new UploadSource('https://invites-bouncehaus.s3.us-east-2.amazonaws.com/originals/')],
  ['link', new LinkSource(['canva.com', 'images.unsplash.com', 'dl.dropboxusercontent.com'])],
]);

async function download(url) {
  const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
  if (!res.ok) throw new Error(`image host answered ${res.status}`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > MAX_BYTES) throw new RangeError('image is too large');
  const body = Buffer.from(await res.arrayBuffer());
  if (body.length > MAX_BYTES) throw new RangeError('image is too large');
  return body;
}

const parties = new Map();
const app = express();
app.use(express.json({ limit: '16kb' }));

app.post('/parties/:partyId/invitation', async (req, res) => {
  const { source = 'link', ref } = req.body ?? {};
  const resolver = sources.get(source);
  if (!resolver || typeof ref !== 'string') return res.status(400).json({ error: 'source and ref are required' });

  let original;
  try {
    original = await download(resolver.resolve(ref));
  } catch (err) {
    const status = err instanceof RangeError || err instanceof TypeError ? 422 : 502;
    return res.status(status).json({ error: err.message });
  }

  try {
    const thumb = await sharp(original).resize(600, 400, { fit: 'cover' }).webp({ quality: 80 }).toBuffer();
    const id = crypto.randomUUID();
    parties.set(req.params.partyId, { id, thumb });
    res.status(201).json({ thumbnail: `/parties/${req.params.partyId}/invitation.webp` });
  } catch {
    res.status(422).json({ error: 'that link is not an image we can read' });
  }
});

app.get('/parties/:partyId/invitation.webp', (req, res) => {
  const party = parties.get(req.params.partyId);
  if (!party) return res.status(404).end();
  res.type('image/webp').send(party.thumb);
});

app.listen(Number(process.env.PORT ?? 8090));
