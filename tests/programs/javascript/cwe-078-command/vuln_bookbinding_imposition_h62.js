// A bookbinding imposition program of the h62 set (cwe-078-command).
#!/usr/bin/env node
'use strict';

// Imposes customer PDFs into folded signatures before sewing.
// Usage: node impose.js <order-manifest.json> <output-dir>
const fs = require('fs/promises');
const path = require('path');
const util = require('util');
const { exec } = require('child_process');

const run = util.promisify(exec);

const SIGNATURE_SIZES = new Set([4, 8, 12, 16, 20, 24, 32]);

const readManifest = async (file) => {
  const raw = await fs.readFile(file, 'utf8');
  const manifest = JSON.parse(raw);
  if (!Array.isArray(manifest.books)) throw new Error('manifest has no books');
  if (!Number.isInteger(manifest.orderId)) throw new Error('manifest has no numeric orderId');
  return manifest;
};

// Yields one normalised job per book in the order, skipping bad entries.
function* jobsFrom(manifest, uploadDir, outDir) {
  for (const [index, book] of manifest.books.entries()) {
    const signature = Number(book.signature || 16);
    if (!SIGNATURE_SIZES.has(signature)) {
      console.warn(`book #${index}: unsupported signature size ${book.signature}, skipped`);
      continue;
    }
    const source = path.join(uploadDir, path.basename(String(book.file)));
    yield {
      index,
      title: String(book.title || 'Untitled'),
      signature,
      source,
      target: path.join(outDir, `order-${manifest.orderId}-book-${index}.pdf`),
    };
  }
}

const impose = async ({ title, signature, source, target }) => {
  const cmd = `pdfjam --booklet true --signature ${signature} --pdftitle "${title}" --outfile ${target} ${source}`;
  await run(cmd, { timeout: 120000 });
  return target;
};

const main = async ([manifestPath, outDir]) => {
  if (!manifestPath || !outDir) {
    console.error('usage: impose <order-manifest.json> <output-dir>');
    return 2;
  }
  const manifest = await readManifest(manifestPath);
  const uploadDir = path.dirname(path.resolve(manifestPath));
  await fs.mkdir(outDir, { recursive: true });

  const results = [];
  for (const job of jobsFrom(manifest, uploadDir, outDir)) {
    try {
      results.push({ index: job.index, ok: true, file: await impose(job) });
    } catch (err) {
      results.push({ index: job.index, ok: false, reason: err.message });
    }
  }
  results.forEach((r) => console.log(r.ok ? `imposed ${r.file}` : `book #${r.index} failed: ${r.reason}`));
  return results.every((r) => r.ok) ? 0 : 1;
};

main(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((err) => {
    console.error(err.message);
    process.exit(1);
  });
