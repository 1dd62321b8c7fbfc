// A firework permit packets program of the h64 set (cwe-732-permissions).
'use strict';

const http = require('http');
const path = require('path');
const fs = require('fs/promises');
const busboy = require('busboy');
const { parse } = require('csv-parse/sync');

const PACKET_ROOT = process.env.PERMIT_PACKET_DIR || '/var/lib/pyro/permit-packets';
const HAZARD_DIVISIONS = new Set(['1.3G', '1.4G', '1.4S']);

function buildPacket(showId, rows) {
  const byDivision = {};
  let netExplosiveKg = 0;
  for (const row of rows) {
    if (!HAZARD_DIVISIONS.has(row.division)) continue;
    const qty = Number.parseInt(row.qty, 10) || 0;
    const nekg = (Number.parseFloat(row.nec_g) || 0) * qty / 1000;
    netExplosiveKg += nekg;
    (byDivision[row.division] = byDivision[row.division] || []).push({ item: row.item, calibre: row.calibre, qty });
  }
  return { showId, generatedAt: new Date().toISOString(), netExplosiveKg: Math.round(netExplosiveKg * 100) / 100, byDivision };
}

// multipart: field "show" (numeric id) + file "inventory" (CSV: item,calibre,division,qty,nec_g,operator_licence)
function handleUpload(req, res) {
  const bb = busboy({ headers: req.headers, limits: { files: 1, fileSize: 1024 * 1024 } });
  const fields = {};
  const chunks = [];

  bb.on('field', (name, value) => {
    if (name === 'show') fields.show = value;
  });
  bb.on('file', (name, file) => {
    file.on('data', (d) => chunks.push(d));
  });
  bb.on('close', async () => {
    const showId = Number.parseInt(fields.show, 10);
    if (!Number.isInteger(showId) || showId <= 0) {
      res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'show id required' }));
      return;
    }
    try {
      const rows = parse(Buffer.concat(chunks), { columns: true, trim: true, skip_empty_lines: true });
      const packet = buildPacket(showId, rows);
      const licences = [...new Set(rows.map((r) => r.operator_licence).filter(Boolean))];

      const dir = path.join(PACKET_ROOT, String(showId));
      await fs.mkdir(dir, { recursive: true, mode: 0o777 });
      await fs.writeFile(path.join(dir, 'packet.json'), JSON.stringify(packet, null, 2), { mode: 0o666 });
      await fs.writeFile(path.join(dir, 'operators.txt'), licences.join('\n'), { mode: 0o666 });

      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ showId, netExplosiveKg: packet.netExplosiveKg, operators: licences.length }));
    } catch (err) {
      res.writeHead(422, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'inventory could not be read' }));
    }
  });
  req.pipe(bb);
}

http
  .createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/permits/packets') return handleUpload(req, res);
    res.writeHead(404).end();
  })
  .listen(Number(process.env.PORT) || 3000);
