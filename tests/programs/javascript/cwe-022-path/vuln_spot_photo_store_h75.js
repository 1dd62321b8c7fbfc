// A mushroom forager spot photo storage program of the h75 set (cwe-022-path).
'use strict';

const express = require('express');
const multer = require('multer');
const fs = require('fs/promises');
const path = require('path');

const PHOTO_ROOT = path.resolve(process.env.PHOTO_ROOT || '/var/lib/foray/photos');
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 8 * 1024 * 1024 } });
const SPOT_ID = /^[a-z0-9][a-z0-9-]{2,40}$/;

class SpotValidationError extends Error {
  constructor(field, message) {
    super(`${field}: ${message}`);
    this.name = 'SpotValidationError';
    this.field = field;
  }
}

function validateSpotId(spotId) {
  if (typeof spotId !== 'string' || !SPOT_ID.test(spotId)) {
    throw new SpotValidationError('spotId', 'must be lowercase letters, digits and dashes');
  }
  return spotId;
}

function validateImage(file) {
  if (!file) {
    throw new SpotValidationError('photo', 'missing file');
  }
  if (!['image/jpeg', 'image/png'].includes(file.mimetype)) {
    throw new SpotValidationError('photo', `unsupported type ${file.mimetype}`);
  }
}

const app = express();

app.post('/spots/photos', upload.single('photo'), async (req, res) => {
  try {
    validateImage(req.file);
  } catch (err) {
    return res.status(400).json({ error: err.message });
  }

  const spotId = String(req.body.spotId || '');
  try {
    validateSpotId(spotId);
  } catch (err) {
    console.warn(`[photos] odd spot id from ${req.ip}: ${err.message}`);
  }

  const ext = req.file.mimetype === 'image/png' ? '.png' : '.jpg';
  const dir = path.join(PHOTO_ROOT, spotId);
  const fileName = `${Date.now()}${ext}`;

  let attempt = 0;
  while (attempt < 3) {
    attempt += 1;
    try {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, fileName), req.file.buffer, { flag: 'wx' });
      return res.status(201).json({ spotId, photo: fileName });
    } catch (err) {
      if (err.code === 'EEXIST') {
        return res.status(409).json({ error: 'photo already stored' });
      }
      if (err.code === 'EBUSY' || err.code === 'EAGAIN') {
        console.warn(`[photos] retrying write, attempt ${attempt}`);
        continue;
      }
      console.error('[photos] write failed', err);
      break;
    }
  }
  return res.status(500).json({ error: 'could not store photo' });
});

app.use((err, req, res, _next) => {
  if (err instanceof multer.MulterError) {
    return res.status(413).json({ error: err.message });
  }
  console.error(err);
  res.status(500).json({ error: 'internal error' });
});

app.listen(3000);
