// A bakery recipe bundle program of the h61 set (cwe-022-path).
'use strict';

const path = require('path');
const fs = require('fs');
const functions = require('@google-cloud/functions-framework');
const { Storage } = require('@google-cloud/storage');
const AdmZip = require('adm-zip');

const RECIPE_ROOT = process.env.RECIPE_ROOT || '/tmp/bakery-recipes';
const storage = new Storage();

// Franchise bakeries drop zipped recipe bundles into the intake bucket.
class BundleSource {
  constructor(storageClient) {
    this.storage = storageClient;
  }

  async download(bucketName, objectName) {
    const [contents] = await this.storage.bucket(bucketName).file(objectName).download();
    return new AdmZip(contents);
  }
}

class RecipeExtractor {
  constructor(outDir) {
    this.outDir = outDir;
  }

  accept(entry) {
    throw new Error('accept() must be implemented');
  }

  targetFor(entry) {
    return path.join(this.outDir, entry.entryName);
  }

  extractAll(zip) {
    const written = [];
    for (const entry of zip.getEntries()) {
      if (entry.isDirectory || !this.accept(entry)) {
        continue;
      }
      const target = this.targetFor(entry);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, entry.getData());
      written.push(target);
    }
    return written;
  }
}

class CsvRecipeExtractor extends RecipeExtractor {
  accept(entry) {
    return entry.entryName.toLowerCase().endsWith('.csv') && entry.header.size < 2 * 1024 * 1024;
  }
}

class RecipeBundleImporter {
  constructor(source, extractorFactory) {
    this.source = source;
    this.extractorFactory = extractorFactory;
  }

  async import(bucketName, objectName) {
    const franchise = objectName.split('/')[0].replace(/[^a-z0-9-]/gi, '');
    const zip = await this.source.download(bucketName, objectName);
    const extractor = this.extractorFactory(path.join(RECIPE_ROOT, franchise));
    return extractor.extractAll(zip);
  }
}

const importer = new RecipeBundleImporter(
  new BundleSource(storage),
  (dir) => new CsvRecipeExtractor(dir),
);

functions.cloudEvent('importRecipeBundle', async (cloudEvent) => {
  const { bucket, name } = cloudEvent.data;
  if (!name.endsWith('.zip')) {
    return;
  }
  const files = await importer.import(bucket, name);
  console.log(`imported ${files.length} recipe sheets from ${name}`);
});
