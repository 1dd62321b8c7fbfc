// A carousel restorer restoration photo archive program of the h76 set (cwe-732-permissions).
'use strict';

const fs = require('fs/promises');
const path = require('path');
const crypto = require('crypto');

const ARCHIVE_DEFAULTS = {
  sourceDir: '/srv/carousel/workbench/photos',
  archiveRoot: '/srv/carousel/archive',
  dirMode: 0o750,
  fileMode: 0o640,
  extensions: ['.jpg', '.jpeg', '.tif', '.png'],
};

class ArchiveExporter {
  constructor(options = {}) {
    this.options = { ...ARCHIVE_DEFAULTS, ...options };
    this.copied = [];
  }

  async prepareTarget(projectCode) {
    const stamp = new Date().toISOString().slice(0, 10);
    const target = path.join(this.options.archiveRoot, projectCode, stamp);
    await fs.mkdir(target, { recursive: true });
    await fs.chmod(target, this.options.dirMode);
    return target;
  }

  async copyPhoto(source, targetDir) {
    const data = await fs.readFile(source);
    const digest = crypto.createHash('sha256').update(data).digest('hex');
    const destination = path.join(targetDir, path.basename(source));
    await fs.writeFile(destination, data);
    await fs.chmod(destination, this.options.fileMode);
    this.copied.push({ file: path.basename(source), bytes: data.length, sha256: digest });
  }

  async writeManifest(targetDir, projectCode) {
    const manifestPath = path.join(targetDir, 'manifest.json');
    const manifest = {
      project: projectCode,
      exportedAt: new Date().toISOString(),
      photos: this.copied,
    };
    await fs.writeFile(manifestPath, JSON.stringify(manifest, null, 2));
    await fs.chmod(manifestPath, this.options.fileMode);
    return manifestPath;
  }

  async run(projectCode) {
    const sourceDir = path.join(this.options.sourceDir, projectCode);
    const entries = await fs.readdir(sourceDir, { withFileTypes: true });
    const photos = entries
      .filter((e) => e.isFile() && this.options.extensions.includes(path.extname(e.name).toLowerCase()))
      .map((e) => path.join(sourceDir, e.name));
    const targetDir = await this.prepareTarget(projectCode);
    for (const photo of photos) {
      await this.copyPhoto(photo, targetDir);
    }
    return this.writeManifest(targetDir, projectCode);
  }
}

async function main() {
  const projectCode = process.argv[2];
  if (!projectCode || !/^[A-Z]{2}-\d{3,5}$/.test(projectCode)) {
    console.error('usage: archive-photos <PROJECT-CODE>   e.g. archive-photos WZ-1907');
    process.exit(2);
  }
  const exporter = new ArchiveExporter({
    archiveRoot: process.env.ARCHIVE_ROOT || ARCHIVE_DEFAULTS.archiveRoot,
  });
  const manifest = await exporter.run(projectCode);
  console.log(`archived ${exporter.copied.length} photos, manifest at ${manifest}`);
}

main().catch((err) => {
  console.error(err.message);
  process.exit(1);
});
