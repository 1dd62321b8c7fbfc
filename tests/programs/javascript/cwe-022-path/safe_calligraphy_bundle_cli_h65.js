// A calligraphy bundle cli program of the h65 set (cwe-022-path).
#!/usr/bin/env node
'use strict';

// unpack-commission: unpacks a commission bundle sent in by a client of the
// lettering studio. A bundle is a zip holding brief.json (order reference,
// client, wording to be lettered) plus reference images and sample scripts.

const fs = require('fs');
const path = require('path');
const AdmZip = require('adm-zip');
const { Command } = require('commander');

const ORDER_REF = /^[A-Z]{3}-[0-9]{5}$/;

const program = new Command();
program
  .name('unpack-commission')
  .description('Unpack a client commission bundle into the studio workspace')
  .argument('<bundle>', 'zip bundle received from the client')
  .option('-o, --out <dir>', 'studio workspace folder', path.join(process.cwd(), 'commissions'))
  .option('--dry-run', 'list the entries without writing anything', false)
  .parse(process.argv);

function readBrief(zip) {
  const entry = zip.getEntry('brief.json');
  if (!entry) {
    throw new Error('bundle has no brief.json');
  }
  const brief = JSON.parse(entry.getData().toString('utf8'));
  if (typeof brief.orderRef !== 'string' || !ORDER_REF.test(brief.orderRef)) {
    throw new Error('brief.json has no valid orderRef (expected e.g. CAL-00412)');
  }
  return brief;
}

function extractEntries(zip, destDir, dryRun) {
  const written = [];
  for (const entry of zip.getEntries()) {
    if (entry.isDirectory || entry.entryName === 'brief.json') {
      continue;
    }
    const target = path.resolve(destDir, entry.entryName);
    if (!target.startsWith(destDir + path.sep)) {
      console.warn(`  skipped ${entry.entryName}: it points outside the commission folder`);
      continue;
    }
    if (!dryRun) {
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, entry.getData());
    }
    written.push({ name: entry.entryName, bytes: entry.header.size });
  }
  return written;
}

function main() {
  const [bundlePath] = program.args;
  const { out, dryRun } = program.opts();

  const zip = new AdmZip(bundlePath);
  const brief = readBrief(zip);
  const destDir = path.resolve(out, brief.orderRef);

  if (!dryRun) {
    fs.mkdirSync(destDir, { recursive: true });
    fs.writeFileSync(path.join(destDir, 'brief.json'), JSON.stringify(brief, null, 2));
  }

  const files = extractEntries(zip, destDir, dryRun);
  console.log(`Commission ${brief.orderRef} for ${brief.client || 'unnamed client'}`);
  console.log(`Wording: ${brief.wording ? brief.wording.slice(0, 60) : '(none supplied)'}`);
  for (const f of files) {
    console.log(`  ${dryRun ? 'would write' : 'wrote'} ${f.name} (${f.bytes} bytes)`);
  }
  console.log(`${files.length} file(s) -> ${destDir}`);
}

try {
  main();
} catch (err) {
  console.error(`unpack-commission: ${err.message}`);
  process.exitCode = 1;
}
