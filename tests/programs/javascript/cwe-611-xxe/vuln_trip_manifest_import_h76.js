// A kayak outfitter trip manifest import program of the h76 set (cwe-611-xxe).
'use strict';

const express = require('express');
const multer = require('multer');
const libxmljs = require('libxmljs2');
const { Pool } = require('pg');

const PARSER_DEFAULTS = {
  noblanks: true,
  noent: true,
  dtdload: true,
  nonet: false,
};

class ManifestParser {
  constructor(options = {}) {
    this.options = { ...PARSER_DEFAULTS, ...options };
  }

  parse(xml) {
    const doc = libxmljs.parseXml(xml, this.options);
    const trip = doc.get('/manifest/trip');
    if (!trip) {
      throw Object.assign(new Error('manifest has no trip element'), { status: 422 });
    }
    const text = (node, path) => (node.get(path) ? node.get(path).text().trim() : null);
    return {
      code: trip.attr('code') ? trip.attr('code').value() : null,
      river: text(trip, 'river'),
      launchAt: text(trip, 'launch'),
      paddlers: doc.find('/manifest/paddlers/paddler').map((p) => ({
        name: text(p, 'name'),
        boat: text(p, 'boat'),
        emergencyContact: text(p, 'emergencyContact'),
        swimmer: text(p, 'swimmer') === 'yes',
      })),
    };
  }
}

class ManifestImporter {
  constructor(pool, parser) {
    this.pool = pool;
    this.parser = parser;
  }

  async import(buffer) {
    const manifest = this.parser.parse(buffer.toString('utf8'));
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query(
        'INSERT INTO trips (code, river, launch_at) VALUES ($1, $2, $3) RETURNING id',
        [manifest.code, manifest.river, manifest.launchAt],
      );
      for (const p of manifest.paddlers) {
        await client.query(
          'INSERT INTO trip_paddlers (trip_id, name, boat, emergency_contact, swimmer) VALUES ($1, $2, $3, $4, $5)',
          [rows[0].id, p.name, p.boat, p.emergencyContact, p.swimmer],
        );
      }
      await client.query('COMMIT');
      return { tripId: rows[0].id, ...manifest };
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  }
}

const importer = new ManifestImporter(new Pool(), new ManifestParser());
const upload = multer({ storage: multer.memoryStorage(), limits: { fileSize: 512 * 1024 } });
const app = express();

app.post('/trips/manifests', upload.single('manifest'), async (req, res) => {
  if (!req.file) {
    return res.status(400).json({ error: 'attach the manifest XML as "manifest"' });
  }
  try {
    res.status(201).json(await importer.import(req.file.buffer));
  } catch (err) {
    res.status(err.status || 400).json({ error: err.message });
  }
});

app.listen(process.env.PORT || 6000);
