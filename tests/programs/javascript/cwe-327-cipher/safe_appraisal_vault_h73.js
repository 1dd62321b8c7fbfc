// A appraisal vault program of the h73 set (cwe-327-cipher).
'use strict';

const express = require('express');
const crypto = require('node:crypto');
const Database = require('better-sqlite3');

const db = new Database(process.env.VAULT_DB || '/var/lib/philatelic/appraisals.db');
db.exec(`CREATE TABLE IF NOT EXISTS appraisals (
  member_id TEXT NOT NULL,
  appraised_on TEXT NOT NULL,
  blob TEXT NOT NULL,
  PRIMARY KEY (member_id, appraised_on)
)`);

const KEY = Buffer.from(process.env.APPRAISAL_KEY_B64 || '', 'base64');
if (KEY.length !== 32) {
  throw new Error('APPRAISAL_KEY_B64 must decode to 32 bytes');
}

function seal(record) {
  const plaintext = Buffer.from(JSON.stringify(record), 'utf8');
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', KEY, iv);
  const out = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), out]).toString('base64');
}

function open(blob) {
  const data = Buffer.from(blob, 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', KEY, data.subarray(0, 12));
  decipher.setAuthTag(data.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(data.subarray(28)), decipher.final()]);
  return JSON.parse(plain.toString('utf8'));
}

const app = express();
app.use(express.json({ limit: '256kb' }));

app.post('/members/:memberId/appraisals', (req, res) => {
  const { appraiser, items } = req.body || {};
  if (!appraiser || !Array.isArray(items)) {
    return res.status(400).json({ error: 'appraiser and items are required' });
  }
  const total = items.reduce((sum, i) => sum + Number(i.valueGbp || 0), 0);
  const record = {
    appraiser: String(appraiser).trim(),
    items: items.map((i) => ({ sg: String(i.sg || ''), description: String(i.description || ''), valueGbp: Number(i.valueGbp || 0) })),
    totalGbp: Math.round(total * 100) / 100,
  };
  const appraisedOn = new Date().toISOString().slice(0, 10);
  db.prepare('INSERT OR REPLACE INTO appraisals (member_id, appraised_on, blob) VALUES (?, ?, ?)')
    .run(req.params.memberId, appraisedOn, seal(record));
  res.status(201).json({ memberId: req.params.memberId, appraisedOn, totalGbp: record.totalGbp });
});

app.get('/members/:memberId/appraisals/:date', (req, res) => {
  const row = db.prepare('SELECT blob FROM appraisals WHERE member_id = ? AND appraised_on = ?')
    .get(req.params.memberId, req.params.date);
  if (!row) return res.status(404).json({ error: 'no appraisal on that date' });
  try {
    res.json(open(row.blob));
  } catch {
    res.status(500).json({ error: 'appraisal record unreadable' });
  }
});

app.listen(Number(process.env.PORT || 8088));
