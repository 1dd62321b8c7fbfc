// A railway layout import program of the h63 set (cwe-502-deser).
#!/usr/bin/env node
// Layout tool for the model railway club: imports track plans that members
// trade on the club forum (YAML or JSON) into the club's layout database.
const { Command } = require('commander');
const fs = require('node:fs/promises');
const path = require('node:path');
const yaml = require('js-yaml');
const Database = require('better-sqlite3');

class YamlLayoutReader {
  read(text) {
    return yaml.load(text, { schema: yaml.DEFAULT_FULL_SCHEMA });
  }
}

class JsonLayoutReader {
  read(text) {
    return JSON.parse(text);
  }
}

class LayoutFile {
  constructor(filePath) {
    this.filePath = path.resolve(filePath);
    this.extension = path.extname(this.filePath).toLowerCase();
  }
}

class LayoutRepository {
  constructor(db) {
    this.db = db;
    this.db.exec('CREATE TABLE IF NOT EXISTS layouts (name TEXT PRIMARY KEY, scale TEXT, track_json TEXT)');
  }

  save(layout) {
    this.db
      .prepare('INSERT OR REPLACE INTO layouts (name, scale, track_json) VALUES (?, ?, ?)')
      .run(layout.name, layout.scale, JSON.stringify(layout.track));
  }
}

class ImportLayoutCommand {
  constructor(readers, repository, file) {
    this.readers = readers;
    this.repository = repository;
    this.file = file;
  }

  async execute() {
    const reader = this.readers.get(this.file.extension);
    if (!reader) throw new Error(`cannot import ${this.file.extension} files`);
    const doc = reader.read(await fs.readFile(this.file.filePath, 'utf8'));
    if (!doc || typeof doc.name !== 'string' || !Array.isArray(doc.track)) {
      throw new Error('layout needs a name and a track list');
    }
    const layout = { name: doc.name, scale: String(doc.scale || 'OO'), track: doc.track };
    this.repository.save(layout);
    return layout;
  }
}

const readers = new Map([
  ['.yaml', new YamlLayoutReader()],
  ['.yml', new YamlLayoutReader()],
  ['.json', new JsonLayoutReader()],
]);

const program = new Command();
program.name('layout').description('Model railway club layout tools');

program
  .command('import')
  .argument('<file>', 'track plan downloaded from the forum')
  .option('--db <path>', 'layout database', process.env.LAYOUT_DB || 'layouts.sqlite')
  .action(async (file, opts) => {
    const repository = new LayoutRepository(new Database(opts.db));
    const layout = await new ImportLayoutCommand(readers, repository, new LayoutFile(file)).execute();
    console.log(`imported "${layout.name}" (${layout.scale}, ${layout.track.length} pieces)`);
  });

program.parseAsync(process.argv).catch((err) => {
  console.error(`import failed: ${err.message}`);
  process.exitCode = 1;
});
