// A diagram import program of the h73 set (cwe-022-path).
'use strict';

const fs = require('node:fs');
const fsp = require('node:fs/promises');
const path = require('node:path');
const readline = require('node:readline');

const LIBRARY_ROOT = path.resolve(process.env.ORIGAMI_LIBRARY || '/var/lib/foldhouse/diagrams');

function usage() {
  console.error('usage: node diagram_import.js <bundle.tsv> [--dry-run]');
  process.exit(2);
}

function parseLine(line, lineNo) {
  const cols = line.split('\t');
  if (cols.length < 3) {
    throw new Error(`line ${lineNo}: expected 3 tab-separated columns, got ${cols.length}`);
  }
  const [rawTarget, title, payload] = cols;
  return {
    target: rawTarget.normalize('NFKC').trim(),
    title: title.trim(),
    body: Buffer.from(payload.trim(), 'base64'),
  };
}

function resolveDestination(target) {
  const dest = path.resolve(LIBRARY_ROOT, target);
  const rel = path.relative(LIBRARY_ROOT, dest);
  if (!rel || rel === '..' || rel.startsWith('..' + path.sep) || path.isAbsolute(rel)) {
    throw new Error(`destination outside library: ${target}`);
  }
  return dest;
}

async function importBundle(bundlePath, dryRun) {
  const rl = readline.createInterface({
    input: fs.createReadStream(bundlePath, { encoding: 'utf8' }),
    crlfDelay: Infinity,
  });

  let lineNo = 0;
  let imported = 0;
  for await (const line of rl) {
    lineNo += 1;
    if (!line.trim() || line.startsWith('#')) continue;

    const entry = parseLine(line, lineNo);
    const dest = resolveDestination(entry.target);

    if (dryRun) {
      console.log(`[dry-run] ${entry.title} -> ${dest} (${entry.body.length} bytes)`);
      continue;
    }

    await fsp.mkdir(path.dirname(dest), { recursive: true });
    await fsp.writeFile(dest, entry.body);
    imported += 1;
    console.log(`imported "${entry.title}" -> ${path.relative(LIBRARY_ROOT, dest)}`);
  }
  return imported;
}

async function main() {
  const args = process.argv.slice(2);
  const bundle = args.find((a) => !a.startsWith('--'));
  if (!bundle) usage();
  const dryRun = args.includes('--dry-run');

  const count = await importBundle(bundle, dryRun);
  console.log(`${count} diagram(s) imported into ${LIBRARY_ROOT}`);
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
