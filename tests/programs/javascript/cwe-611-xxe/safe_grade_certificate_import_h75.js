// A maple syrup farm grade certificate import program of the h75 set (cwe-611-xxe).
'use strict';

const express = require('express');
const multer = require('multer');
const libxmljs = require('libxmljs');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 512 * 1024 } });
const GRADES = new Set(['golden-delicate', 'amber-rich', 'dark-robust', 'very-dark-strong']);

class CertificateError extends Error {
  constructor(message, status = 422, cause) {
    super(message, { cause });
    this.name = 'CertificateError';
    this.status = status;
  }
}

function parseCertificate(buffer) {
  let doc;
  try {
    doc = libxmljs.parseXml(buffer.toString('utf8'), { noent: false, nonet: true, dtdload: false, noblanks: true });
  } catch (err) {
    throw new CertificateError('certificate is not well-formed XML', 400, err);
  }
  const field = (xpath) => {
    const node = doc.get(xpath);
    if (!node) {
      throw new CertificateError(`certificate is missing ${xpath}`);
    }
    return node.text().trim();
  };
  const cert = {
    number: field('/certificate/@number'),
    lot: field('/certificate/lot'),
    grade: field('/certificate/grade'),
    inspector: field('/certificate/inspector'),
    brix: Number(field('/certificate/brix')),
  };
  if (!GRADES.has(cert.grade)) {
    throw new CertificateError(`unknown grade ${cert.grade}`);
  }
  if (!Number.isFinite(cert.brix) || cert.brix < 66 || cert.brix > 69) {
    throw new CertificateError('brix must be between 66 and 69');
  }
  return cert;
}

const app = express();

app.post('/certificates', upload.single('certificate'), async (req, res, next) => {
  if (!req.file) {
    return next(new CertificateError('attach the certificate file', 400));
  }
  let cert;
  try {
    cert = parseCertificate(req.file.buffer);
  } catch (err) {
    return next(err);
  }

  try {
    await pool.query(
      `INSERT INTO grade_certificates (number, lot, grade, inspector, brix)
       VALUES ($1, $2, $3, $4, $5)`,
      [cert.number, cert.lot, cert.grade, cert.inspector, cert.brix]
    );
    res.status(201).json(cert);
  } catch (err) {
    if (err.code === '23505') {
      return next(new CertificateError(`certificate ${cert.number} already imported`, 409));
    }
    next(err);
  }
});

app.use((err, req, res, _next) => {
  if (err instanceof CertificateError) {
    return res.status(err.status).json({ error: err.message });
  }
  console.error('[certificates]', err);
  res.status(500).json({ error: 'import failed' });
});

app.listen(Number(process.env.PORT) || 4800);
