// A kennel roster import program of the h64 set (cwe-1333-redos).
'use strict';

const http = require('http');
const busboy = require('busboy');
const { parse } = require('csv-parse');

// sire/dam lineage as written on race entry forms, e.g. "Kodiak Blue/Tanana Sky"
const LINEAGE = /^[A-Za-z]+(?: [A-Za-z]+)*(?:\/[A-Za-z]+(?: [A-Za-z]+)*)*$/;
const MICROCHIP = /^[0-9]{15}$/;
const HARNESS_SIZES = new Set(['XS', 'S', 'M', 'L', 'XL']);

function checkDog(row) {
  const problems = [];
  if (!row.name || row.name.length > 40) problems.push('name');
  if (!MICROCHIP.test(row.microchip || '')) problems.push('microchip');
  if (!HARNESS_SIZES.has((row.harness || '').toUpperCase())) problems.push('harness');
  if (row.lineage && (row.lineage.length > 120 || !LINEAGE.test(row.lineage))) problems.push('lineage');
  return problems;
}

function importRoster(req, res) {
  const bb = busboy({ headers: req.headers, limits: { files: 1, fileSize: 2 * 1024 * 1024 } });
  const accepted = [];
  const rejected = [];
  const teams = Object.create(null);

  bb.on('file', (field, file, info) => {
    if (info.mimeType !== 'text/csv') {
      file.resume();
      return;
    }
    const parser = file.pipe(parse({ columns: true, trim: true, skip_empty_lines: true, max_record_size: 4096 }));
    parser.on('data', (row) => {
      const problems = checkDog(row);
      if (problems.length) {
        rejected.push({ line: parser.info.lines, problems });
        return;
      }
      const team = row.team || 'unassigned';
      teams[team] = (teams[team] || 0) + 1;
      accepted.push({ name: row.name, microchip: row.microchip, harness: row.harness.toUpperCase(), team });
    });
    parser.on('error', (err) => {
      rejected.push({ line: parser.info.lines, problems: [err.code || 'csv'] });
    });
  });

  bb.on('close', () => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ accepted: accepted.length, rejected, teams, dogs: accepted }));
  });

  req.pipe(bb);
}

http
  .createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/kennel/roster/import') return importRoster(req, res);
    res.writeHead(404).end();
  })
  .listen(Number(process.env.PORT) || 3000);
