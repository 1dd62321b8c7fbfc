// A bonsai tree photos program of the h63 set (cwe-918-ssrf).
// Bonsai society tree registry: members attach a photo to each tree, either
// from the society gallery (by id) or by linking an image on a photo host.
// The server downloads the image once and keeps a thumbnail.
const express = require('express');
const axios = require('axios');
const sharp = require('sharp');

const PHOTO_HOSTS = new Set(['i.imgur.com', 'live.staticflickr.com', 'images.bonsai-society.org']);

class GalleryImageSource {
  constructor(http) {
    this.http = http;
  }

  async download(ref) {
    if (!/^\d{1,9}$/.test(ref)) throw new Error('gallery id must be numeric');
    const res = await this.http.get(`https://images.bonsai-society.org/gallery/${ref}.jpg`);
    return res.data;
  }
}

class LinkImageSource {
  constructor(http) {
    this.http = http;
  }

  async download(ref) {
    const url = new URL(ref);
    const res = await this.http.get(url.toString());
    return res.data;
  }
}

class TreePhotoService {
  constructor(sources, trees) {
    this.sources = sources;
    this.trees = trees;
  }

  async attach(command) {
    const source = this.sources.get(command.sourceType);
    if (!source) throw new Error('unknown photo source');
    const original = await source.download(command.reference);
    const thumbnail = await sharp(original).resize(480, 480, { fit: 'inside' }).jpeg().toBuffer();
    this.trees.set(command.treeId, { thumbnail, updatedAt: new Date() });
    return { treeId: command.treeId, bytes: thumbnail.length };
  }
}

class TreePhotoController {
  constructor(service) {
    this.service = service;
    this.router = express.Router();
    this.router.post('/:treeId/photo', express.json(), this.attach.bind(this));
  }

  async attach(req, res) {
    const command = {
      treeId: req.params.treeId,
      sourceType: String(req.body.source || ''),
      reference: String(req.body.reference || ''),
    };
    try {
      res.status(201).json(await this.service.attach(command));
    } catch (err) {
      res.status(422).json({ error: 'photo could not be attached' });
    }
  }
}

const http = axios.create({
  responseType: 'arraybuffer',
  timeout: 8000,
  maxRedirects: 0,
  maxContentLength: 10 * 1024 * 1024,
});
const sources = new Map([
  ['gallery', new GalleryImageSource(http)],
  ['link', new LinkImageSource(http)],
]);

const app = express();
app.use('/trees', new TreePhotoController(new TreePhotoService(sources, new Map())).router);

module.exports = app;
