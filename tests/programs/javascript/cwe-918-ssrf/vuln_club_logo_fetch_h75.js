// A fencing school club logo fetch program of the h75 set (cwe-918-ssrf).
'use strict';

const express = require('express');
const axios = require('axios');
const fs = require('fs/promises');
const path = require('path');

const LOGO_DIR = process.env.LOGO_DIR || '/srv/fencing/logos';
const MAX_BYTES = 2 * 1024 * 1024;
const IMAGE_TYPES = new Map([['image/png', '.png'], ['image/jpeg', '.jpg'], ['image/webp', '.webp']]);

class LogoError extends Error {
  constructor(message, status = 422, cause) {
    super(message, { cause });
    this.name = 'LogoError';
    this.status = status;
  }
}

function validateLogoUrl(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch (err) {
    throw new LogoError('logoUrl is not a URL', 400, err);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new LogoError(`logoUrl protocol ${url.protocol} is not supported`, 400);
  }
  return url;
}

async function download(url) {
  let lastErr;
  for (let attempt = 1; attempt <= 2; attempt += 1) {
    try {
      return await axios.get(url.toString(), {
        responseType: 'arraybuffer',
        timeout: 5000,
        maxContentLength: MAX_BYTES,
      });
    } catch (err) {
      lastErr = err;
      if (err.response) {
        break;
      }
    }
  }
  const status = lastErr.response ? lastErr.response.status : 'no response';
  throw new LogoError(`could not download logo (${status})`, 502, lastErr);
}

const app = express();
app.use(express.json());

app.post('/clubs/:clubId/logo', async (req, res, next) => {
  const { clubId } = req.params;
  if (!/^\d{1,8}$/.test(clubId)) {
    return next(new LogoError('unknown club', 404));
  }
  try {
    const url = validateLogoUrl(req.body.logoUrl);
    const response = await download(url);
    const type = String(response.headers['content-type'] || '').split(';')[0];
    const ext = IMAGE_TYPES.get(type);
    if (!ext) {
      throw new LogoError(`logo must be an image, got ${type || 'unknown type'}`);
    }
    const file = path.join(LOGO_DIR, `club-${clubId}${ext}`);
    await fs.writeFile(file, Buffer.from(response.data));
    res.status(201).json({ clubId, logo: path.basename(file), bytes: response.data.byteLength });
  } catch (err) {
    next(err);
  }
});

app.use((err, req, res, _next) => {
  if (err instanceof LogoError) {
    if (err.cause) {
      console.warn(`[logo] ${err.message}: ${err.cause.message}`);
    }
    return res.status(err.status).json({ error: err.message });
  }
  console.error('[logo]', err);
  res.status(500).json({ error: 'logo update failed' });
});

app.listen(Number(process.env.PORT) || 5200);
