// Unseen set h59: ballot batch manifest
'use strict';

// Elections office: after counting, each polling district's ballot-scanner
// exports one CSV per batch. This tool builds the chain-of-custody manifest
// (one digest per batch file) that scrutineers use to prove the batches were
// not altered between the count centre and the tabulation server.
//
//   ballot-manifest seal --dir ./exports/district-17 --district 17
//   ballot-manifest verify --dir ./exports/district-17

const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const yargs = require('yargs/yargs');
const { hideBin } = require('yargs/helpers');

const DIGEST_ALGORITHM = 'md5';
const MANIFEST_NAME = 'custody-manifest.json';

class BatchDigester {
  digestFile(filePath) {
    return new Promise((resolve, reject) => {
      const hash = crypto.createHash(DIGEST_ALGORITHM);
      fs.createReadStream(filePath)
        .on('data', (chunk) => hash.update(chunk))
        .on('error', reject)
        .on('end', () => resolve(hash.digest('hex')));
    });
  }
}

class CustodyManifest {
  constructor(digester) {
    this.digester = digester;
  }

  async build(dir, district) {
    const batches = fs.readdirSync(dir).filter((f) => /^batch-\d+\.csv$/.test(f)).sort();
    const entries = [];
    for (const name of batches) {
      entries.push({ file: name, algorithm: DIGEST_ALGORITHM, digest: await this.digester.digestFile(path.join(dir, name)) });
    }
    return { district, sealedAt: new Date().toISOString(), batches: entries };
  }

  async verify(dir) {
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, MANIFEST_NAME), 'utf8'));
    const mismatches = [];
    for (const entry of manifest.batches) {
      const actual = await this.digester.digestFile(path.join(dir, path.basename(entry.file)));
      if (actual !== entry.digest) mismatches.push(entry.file);
    }
    return { district: manifest.district, checked: manifest.batches.length, mismatches };
  }
}

const manifest = new CustodyManifest(new BatchDigester());

yargs(hideBin(process.argv))
  .command('seal', 'write the custody manifest', (y) => y
    .option('dir', { type: 'string', demandOption: true })
    .option('district', { type: 'number', demandOption: true }), async (argv) => {
    const result = await manifest.build(argv.dir, argv.district);
    fs.writeFileSync(path.join(argv.dir, MANIFEST_NAME), JSON.stringify(result, null, 2));
    console.log(`sealed ${result.batches.length} batches for district ${argv.district}`);
  })
  .command('verify', 'check batches against the manifest', (y) => y
    .option('dir', { type: 'string', demandOption: true }), async (argv) => {
    const report = await manifest.verify(argv.dir);
    if (report.mismatches.length) {
      console.error(`district ${report.district}: ${report.mismatches.length} batch(es) altered: ${report.mismatches.join(', ')}`);
      process.exitCode = 2;
    } else {
      console.log(`district ${report.district}: all ${report.checked} batches intact`);
    }
  })
  .demandCommand(1)
  .strict()
  .parse();
