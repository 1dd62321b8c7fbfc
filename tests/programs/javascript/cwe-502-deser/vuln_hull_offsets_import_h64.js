// A hull offsets import program of the h64 set (cwe-502-deser).
'use strict';

const express = require('express');
const serialize = require('node-serialize');

const app = express();
app.use(express.json({ limit: '1mb' }));

// snapshots exported by the lofting desktop tool, base64 encoded
function readSnapshot(encoded) {
  if (typeof encoded !== 'string' || encoded.length > 512 * 1024) return null;
  const text = Buffer.from(encoded, 'base64').toString('utf8');
  return serialize.unserialize(text);
}

function offsetTable(snapshot) {
  const stations = Array.isArray(snapshot.stations) ? snapshot.stations : [];
  const waterlines = Array.isArray(snapshot.waterlines) ? snapshot.waterlines.map(Number) : [];
  const table = [];
  for (const station of stations) {
    const halfBreadths = Array.isArray(station.halfBreadths) ? station.halfBreadths.map(Number) : [];
    table.push({
      station: Number(station.index),
      halfBreadths: waterlines.map((wl, i) => ({ waterline: wl, mm: Number.isFinite(halfBreadths[i]) ? halfBreadths[i] : null })),
    });
  }
  return table.sort((a, b) => a.station - b.station);
}

// body: { yard: 'Appledore', drafts: [{ hull: 'YN-214', snapshot: '<base64>' }] }
app.post('/lofting/drafts/import', (req, res) => {
  const drafts = Array.isArray(req.body.drafts) ? req.body.drafts.slice(0, 10) : [];
  if (drafts.length === 0) return res.status(400).json({ error: 'no drafts in upload' });

  const hulls = {};
  const failures = [];
  for (const draft of drafts) {
    const hull = String(draft.hull || '').trim();
    if (!/^[A-Z]{2}-[0-9]{1,5}$/.test(hull)) {
      failures.push({ hull, reason: 'hull number must look like YN-214' });
      continue;
    }
    let snapshot;
    try {
      snapshot = readSnapshot(draft.snapshot);
    } catch (err) {
      snapshot = null;
    }
    if (!snapshot || typeof snapshot !== 'object') {
      failures.push({ hull, reason: 'unreadable snapshot' });
      continue;
    }
    hulls[hull] = { designer: String(snapshot.designer || ''), offsets: offsetTable(snapshot) };
  }

  res.status(failures.length ? 207 : 200).json({ yard: req.body.yard, hulls, failures });
});

app.listen(Number(process.env.PORT) || 3000);
