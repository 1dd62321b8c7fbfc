// Charity volunteer document import: accepts a ZIP upload and unpacks it into the volunteer's folder
const express = require('express');
const multer = require('multer');
const AdmZip = require('adm-zip');
const fs = require('fs');
const path = require('path');

const config = Object.freeze({
  storageRoot: path.resolve(process.env.VOLUNTEER_DOCS || '/srv/charity/volunteers'),
  maxEntries: 200,
});

class ImportResult {
  constructor() {
    this.written = [];
    this.skipped = [];
  }
}

class ArchiveImporter {
  constructor(root) {
    this.root = root;
  }

  importBuffer(volunteerId, buffer) {
    const dest = path.join(this.root, String(volunteerId));
    fs.mkdirSync(dest, { recursive: true });
    const zip = new AdmZip(buffer);
    const result = new ImportResult();
    for (const entry of zip.getEntries().slice(0, config.maxEntries)) {
      if (entry.isDirectory) continue;
      const target = path.resolve(dest, entry.entryName);
      if (!target.startsWith(dest + path.sep)) {
        result.skipped.push(entry.entryName);
        continue;
      }
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, entry.getData());
      result.written.push(entry.entryName);
    }
    return result;
  }
}

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 20 * 1024 * 1024 } });
const importer = new ArchiveImporter(config.storageRoot);
const app = express();

app.post('/volunteers/:volunteerId/documents/import', upload.single('archive'), (req, res) => {
  const volunteerId = Number.parseInt(req.params.volunteerId, 10);
  if (!Number.isInteger(volunteerId) || !req.file) {
    return res.status(400).json({ error: 'volunteer id and archive required' });
  }
  res.json(importer.importBuffer(volunteerId, req.file.buffer));
});

module.exports = { app, ArchiveImporter };
