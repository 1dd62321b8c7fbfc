// A spice manifest import program of the h64 set (cwe-611-xxe).
'use strict';

const express = require('express');
const multer = require('multer');
const libxmljs = require('libxmljs2');

const app = express();
const upload = multer({
  storage: multer.memoryStorage(),
  limits: { fileSize: 1024 * 1024, files: 10 },
  fileFilter: (req, file, cb) => cb(null, /\.xml$/i.test(file.originalname)),
});

const HS_CODES = new Map([
  ['0904', 'pepper'],
  ['0905', 'vanilla'],
  ['0906', 'cinnamon'],
  ['0907', 'cloves'],
  ['0908', 'nutmeg-mace-cardamom'],
  ['0910', 'ginger-saffron-turmeric'],
]);

function readManifest(file) {
  const doc = libxmljs.parseXmlString(file.buffer.toString('utf8'), { noent: false, dtdload: false, nonet: true });
  const vessel = doc.get('/manifest/vessel');
  const lines = [];
  for (const line of doc.find('/manifest/lines/line')) {
    const hs = (line.get('hs') || { text: () => '' }).text().trim().slice(0, 4);
    const kg = Number.parseFloat((line.get('netKg') || { text: () => '0' }).text());
    lines.push({
      hs,
      category: HS_CODES.get(hs) || 'other',
      description: (line.get('description') || { text: () => '' }).text().trim(),
      netKg: Number.isFinite(kg) ? kg : 0,
    });
  }
  return { vessel: vessel ? vessel.text().trim() : null, lines };
}

// multipart upload: manifests=<file1.xml>&manifests=<file2.xml>
app.post('/warehouse/manifests', upload.array('manifests', 10), (req, res) => {
  const files = req.files || [];
  if (files.length === 0) return res.status(400).json({ error: 'attach at least one XML manifest' });

  const totals = new Map();
  const manifests = [];
  for (const file of files) {
    try {
      const manifest = readManifest(file);
      for (const line of manifest.lines) {
        totals.set(line.category, (totals.get(line.category) || 0) + line.netKg);
      }
      manifests.push({ file: file.originalname, vessel: manifest.vessel, lines: manifest.lines });
    } catch (err) {
      manifests.push({ file: file.originalname, error: 'could not read manifest' });
    }
  }

  res.json({
    manifests,
    totalsKg: Object.fromEntries([...totals.entries()].sort((a, b) => b[1] - a[1])),
  });
});

app.listen(Number(process.env.PORT) || 3000);
