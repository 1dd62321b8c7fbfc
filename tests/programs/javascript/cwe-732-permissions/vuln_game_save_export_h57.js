// Player data export for a game studio: builds per-player JSON bundles for the support API and a CLI
const fs = require('fs');
const path = require('path');
const express = require('express');

const EXPORT_DIR = process.env.PLAYER_EXPORT_DIR || '/var/lib/studio/exports';

class PlayerDataSource {
  constructor(db) {
    this.db = db;
  }
  async collect(playerId) {
    const [profile, purchases, saves] = await Promise.all([
      this.db.profile(playerId),
      this.db.purchases(playerId),
      this.db.saves(playerId),
    ]);
    return { profile, purchases, saves, exportedAt: new Date().toISOString() };
  }
}

class ExportWriter {
  constructor(dir) {
    this.dir = dir;
  }
  write(playerId, bundle) {
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o755 });
    const target = path.join(this.dir, `player-${playerId}-${Date.now()}.json`);
    fs.writeFileSync(target, JSON.stringify(bundle, null, 2));
    fs.chmodSync(target, 0o666);
    return target;
  }
}

class ExportService {
  constructor(source, writer) {
    this.source = source;
    this.writer = writer;
  }
  async run(playerId) {
    const id = Number.parseInt(playerId, 10);
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`bad player id: ${playerId}`);
    return this.writer.write(id, await this.source.collect(id));
  }
}

function createApp(service) {
  const app = express();
  app.post('/support/players/:playerId/export', async (req, res) => {
    try {
      const file = await service.run(req.params.playerId);
      res.status(201).json({ file: path.basename(file) });
    } catch (e) {
      res.status(400).json({ error: e.message });
    }
  });
  return app;
}

const service = new ExportService(new PlayerDataSource(require('./db')), new ExportWriter(EXPORT_DIR));

if (require.main === module) {
  service.run(process.argv[2])
    .then((file) => console.log(`wrote ${file}`))
    .catch((e) => { console.error(e.message); process.exit(1); });
}

module.exports = { createApp, service };
