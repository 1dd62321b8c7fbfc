// A kite pattern upload program of the h63 set (cwe-022-path).
// Kite makers' pattern library: designers upload sail panel patterns (SVG or
// PDF) into a collection folder, e.g. "deltas" or "sleds".
const express = require('express');
const multer = require('multer');
const path = require('node:path');
const fs = require('node:fs/promises');
const { randomUUID } = require('node:crypto');

const ALLOWED_EXTENSIONS = new Set(['.svg', '.pdf']);

class PatternUpload {
  constructor({ collection, designer, originalName, buffer }) {
    this.collection = collection;
    this.designer = designer;
    this.originalName = originalName;
    this.buffer = buffer;
  }

  get extension() {
    return path.extname(this.originalName || '').toLowerCase();
  }
}

class PatternUploadValidator {
  validate(upload) {
    if (!upload.buffer || upload.buffer.length === 0) return 'empty file';
    if (!ALLOWED_EXTENSIONS.has(upload.extension)) return 'only SVG and PDF patterns';
    if (!/^[a-z0-9-]{2,40}$/.test(upload.collection || '')) return 'collection must be a lowercase slug';
    if (!/^[\w .'-]{2,60}$/.test(upload.designer || '')) return 'designer name looks wrong';
    return null;
  }
}

class PatternStorage {
  constructor(rootDir) {
    this.rootDir = path.resolve(rootDir);
  }

  async save(upload) {
    const dir = path.join(this.rootDir, upload.collection);
    await fs.mkdir(dir, { recursive: true });
    const storedName = `${randomUUID()}${upload.extension}`;
    await fs.writeFile(path.join(dir, storedName), upload.buffer);
    return { collection: upload.collection, file: storedName };
  }
}

class PatternController {
  constructor(storage, validator) {
    this.storage = storage;
    this.validator = validator;
    this.router = express.Router();
    const receive = multer({ storage: multer.memoryStorage(), limits: { fileSize: 5 * 1024 * 1024 } });
    this.router.post('/', receive.single('pattern'), this.upload.bind(this));
  }

  async upload(req, res, next) {
    if (!req.file) return res.status(400).json({ error: 'pattern file missing' });
    const upload = new PatternUpload({
      collection: req.body.collection,
      designer: req.body.designer,
      originalName: req.file.originalname,
      buffer: req.file.buffer,
    });
    const problem = this.validator.validate(upload);
    if (problem) return res.status(422).json({ error: problem });
    try {
      const stored = await this.storage.save(upload);
      return res.status(201).json(stored);
    } catch (err) {
      return next(err);
    }
  }
}

const storage = new PatternStorage(process.env.PATTERN_DIR || '/var/lib/kiteworks/patterns');
const controller = new PatternController(storage, new PatternUploadValidator());

const app = express();
app.use('/patterns', controller.router);

module.exports = app;
