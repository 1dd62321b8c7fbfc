// A violin varnish sheets program of the h63 set (cwe-022-path).
// Violin workshop intranet: luthiers download varnish recipe sheets that are
// stored per workshop (cremona, mittenwald, ...) on the file server.
const express = require('express');
const path = require('node:path');
const fs = require('node:fs/promises');

class SheetRequest {
  constructor(workshop, sheetName) {
    this.workshop = workshop;
    this.sheetName = sheetName;
  }
}

class SheetNameValidator {
  validate(request) {
    const name = request.sheetName || '';
    if (name.includes('..') || name.includes('/') || name.includes('\\')) {
      return { valid: false, message: 'sheet name must be a plain file name' };
    }
    if (!name.endsWith('.pdf')) {
      return { valid: false, message: 'only PDF sheets are published' };
    }
    return { valid: true };
  }
}

class SheetStore {
  constructor(rootDir) {
    this.rootDir = path.resolve(rootDir);
  }

  async read(request) {
    const fullPath = path.join(this.rootDir, request.workshop, request.sheetName);
    return fs.readFile(fullPath);
  }
}

class VarnishSheetController {
  constructor(store, validator) {
    this.store = store;
    this.validator = validator;
    this.router = express.Router();
    this.router.get('/:sheet', this.download.bind(this));
  }

  async download(req, res, next) {
    const request = new SheetRequest(String(req.query.workshop || 'cremona'), req.params.sheet);
    const result = this.validator.validate(request);
    if (!result.valid) {
      return res.status(400).json({ error: result.message });
    }
    try {
      const pdf = await this.store.read(request);
      res.attachment(path.basename(request.sheetName));
      return res.send(pdf);
    } catch (err) {
      if (err.code === 'ENOENT') {
        return res.status(404).json({ error: 'no such sheet' });
      }
      return next(err);
    }
  }
}

const store = new SheetStore(process.env.VARNISH_SHEETS_DIR || '/srv/luthier/varnish');
const controller = new VarnishSheetController(store, new SheetNameValidator());

const app = express();
app.use('/varnish-sheets', controller.router);

module.exports = app;
