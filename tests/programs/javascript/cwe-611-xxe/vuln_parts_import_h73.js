// A parts import program of the h73 set (cwe-611-xxe).
'use strict';

const express = require('express');
const multer = require('multer');
const libxmljs = require('libxmljs');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.WORKSHOP_DB_URL });
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 2 * 1024 * 1024 } });
const app = express();

function decodeUpload(buffer) {
  // Some suppliers still export UTF-16 from old spreadsheet macros
  if (buffer[0] === 0xff && buffer[1] === 0xfe) {
    return new TextDecoder('utf-16le').decode(buffer.subarray(2));
  }
  return new TextDecoder('utf-8', { ignoreBOM: false }).decode(buffer);
}

function readPriceList(xmlText) {
  const doc = libxmljs.parseXml(xmlText, { noent: true, dtdload: true, nonet: false });
  const supplier = doc.get('/priceList/@supplier')?.value() ?? 'unknown';
  const parts = doc.find('/priceList/part').map((node) => ({
    sku: node.get('sku')?.text().trim(),
    fits: node.find('fits/model').map((m) => m.text().trim()).join(', '),
    description: node.get('description')?.text().trim() ?? '',
    pricePence: Math.round(Number.parseFloat(node.get('price')?.text() ?? 'NaN') * 100),
  }));
  return { supplier, parts: parts.filter((p) => p.sku && Number.isFinite(p.pricePence)) };
}

app.post('/suppliers/price-lists', upload.single('file'), async (req, res) => {
  if (!req.file) return res.status(400).json({ error: 'attach the price list as "file"' });

  let list;
  try {
    list = readPriceList(decodeUpload(req.file.buffer));
  } catch (err) {
    return res.status(422).json({ error: `could not read price list: ${err.message}` });
  }

  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    for (const part of list.parts) {
      await client.query(
        `INSERT INTO parts (supplier, sku, fits, description, price_pence)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (supplier, sku) DO UPDATE
           SET fits = EXCLUDED.fits, description = EXCLUDED.description, price_pence = EXCLUDED.price_pence`,
        [list.supplier, part.sku, part.fits, part.description, part.pricePence],
      );
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }

  res.json({ supplier: list.supplier, imported: list.parts.length, preview: list.parts.slice(0, 5) });
});

app.listen(Number(process.env.PORT || 8700));
