// A dog groomer pet photo storage program of the h76 set (cwe-022-path).
'use strict';

const express = require('express');
const multer = require('multer');
const fs = require('fs/promises');
const path = require('path');
const { S3Client, PutObjectCommand } = require('@aws-sdk/client-s3');

const ALLOWED_TYPES = new Set(['image/jpeg', 'image/png', 'image/webp']);
const PET_ID = /^[0-9]{1,12}$/;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$/;

class DiskPhotoStore {
  constructor(baseDir) {
    this.baseDir = path.resolve(baseDir);
  }

  async save(petId, file) {
    if (!PET_ID.test(petId)) {
      throw Object.assign(new Error('invalid pet id'), { status: 400 });
    }
    const folder = path.join(this.baseDir, petId);
    const fileName = path.basename(file.originalname);
    if (!FILE_NAME.test(fileName)) {
      throw Object.assign(new Error('invalid file name'), { status: 400 });
    }
    const target = path.join(folder, fileName);
    if (path.dirname(target) !== folder) {
      throw Object.assign(new Error('invalid file name'), { status: 400 });
    }
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(target, file.buffer);
    return { location: target, size: file.size };
  }
}

class S3PhotoStore {
  constructor(client, bucket) {
    this.client = client;
    this.bucket = bucket;
  }

  async save(petId, file) {
    const key = `pets/${encodeURIComponent(petId)}/${Date.now()}-${encodeURIComponent(file.originalname)}`;
    await this.client.send(new PutObjectCommand({
      Bucket: this.bucket,
      Key: key,
      Body: file.buffer,
      ContentType: file.mimetype,
    }));
    return { location: `s3://${this.bucket}/${key}`, size: file.size };
  }
}

function createStore(env) {
  if (env.PHOTO_BUCKET) {
    return new S3PhotoStore(new S3Client({ region: env.AWS_REGION || 'eu-west-1' }), env.PHOTO_BUCKET);
  }
  return new DiskPhotoStore(env.PHOTO_DIR || '/var/lib/groomer/photos');
}

class PhotoController {
  constructor(store) {
    this.store = store;
    this.upload = this.upload.bind(this);
  }

  async upload(req, res, next) {
    try {
      const file = req.file;
      if (!file || !ALLOWED_TYPES.has(file.mimetype)) {
        return res.status(400).json({ error: 'expected a jpeg, png or webp image' });
      }
      const stored = await this.store.save(req.params.petId, file);
      res.status(201).json({ petId: req.params.petId, ...stored });
    } catch (err) {
      next(err);
    }
  }
}

const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: 8 * 1024 * 1024, files: 1 },
});

const controller = new PhotoController(createStore(process.env));
const app = express();

app.post('/pets/:petId/photos', upload.single('photo'), controller.upload);

app.use((err, req, res, next) => {
  console.error(err);
  res.status(err.status || 500).json({ error: err.status ? err.message : 'upload failed' });
});

app.listen(Number(process.env.PORT) || 8080);
