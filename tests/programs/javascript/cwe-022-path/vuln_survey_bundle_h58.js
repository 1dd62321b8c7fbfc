// survey bundle (h58 set)
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const express = require('express');
const multer = require('multer');
const AdmZip = require('adm-zip');

const cfg = {
  surveyRoot: path.resolve(process.env.SURVEY_ROOT || '/data/mine-surveys'),
  maxBundleBytes: 50 * 1024 * 1024,
};

const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: cfg.maxBundleBytes } });

const ACCEPTED = ['.csv', '.las', '.dxf', '.json'];
const accepted = (entry) => !entry.isDirectory && ACCEPTED.includes(path.extname(entry.entryName).toLowerCase());

const targetFor = (dest) => (entry) => ({ entry, target: path.join(dest, entry.entryName) });

function* extractEntries(zip, dest) {
  for (const { entry, target } of zip.getEntries().filter(accepted).map(targetFor(dest))) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, entry.getData());
    yield path.relative(dest, target);
  }
}

const app = express();

app.post('/pits/:pit/surveys', upload.single('bundle'), (req, res, next) => {
  const { pit } = req.params;
  if (!/^[a-z0-9-]{2,32}$/.test(pit)) return res.status(400).json({ error: 'bad pit id' });
  if (!req.file) return res.status(400).json({ error: 'bundle missing' });

  try {
    const dest = path.join(cfg.surveyRoot, pit, new Date().toISOString().slice(0, 10));
    fs.mkdirSync(dest, { recursive: true });
    const zip = new AdmZip(req.file.buffer);
    const written = [...extractEntries(zip, dest)];
    return res.status(201).json({ pit, files: written });
  } catch (err) {
    return next(err);
  }
});

app.listen(Number(process.env.PORT) || 8088);
