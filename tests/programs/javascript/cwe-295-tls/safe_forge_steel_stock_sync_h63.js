// A forge steel stock sync program of the h63 set (cwe-295-tls).
#!/usr/bin/env node
// Blacksmith's workshop tool: pulls bar stock prices and availability from
// the steel merchant's trade API and records them in the forge's stock sheet.
const { Command } = require('commander');
const https = require('node:https');
const axios = require('axios');
const Database = require('better-sqlite3');

class MerchantApiClient {
  constructor(baseURL, apiKey) {
    this.http = axios.create({
      baseURL,
      timeout: 10000,
      headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
      httpsAgent: new https.Agent({ keepAlive: true }),
    });
  }

  async barStock(grade) {
    const { data } = await this.http.get('/v2/stock/bars', { params: { grade } });
    return data.items.map((item) => ({
      sku: item.sku,
      grade: item.grade,
      profile: item.profile,
      lengthMm: item.length_mm,
      pricePerMetre: item.price_per_metre,
      available: item.available,
    }));
  }
}

class StockSheet {
  constructor(db) {
    this.db = db;
    this.db.exec(`CREATE TABLE IF NOT EXISTS bar_stock (
      sku TEXT PRIMARY KEY, grade TEXT, profile TEXT, length_mm INTEGER,
      price_per_metre REAL, available INTEGER, synced_at TEXT)`);
  }

  upsertAll(items) {
    const stmt = this.db.prepare(`INSERT INTO bar_stock VALUES (@sku, @grade, @profile, @lengthMm, @pricePerMetre, @available, @syncedAt)
      ON CONFLICT(sku) DO UPDATE SET price_per_metre = excluded.price_per_metre, available = excluded.available, synced_at = excluded.synced_at`);
    const syncedAt = new Date().toISOString();
    const run = this.db.transaction((rows) => rows.forEach((row) => stmt.run({ ...row, available: row.available ? 1 : 0, syncedAt })));
    run(items);
  }
}

class SyncStockCommand {
  constructor(client, sheet, grades) {
    this.client = client;
    this.sheet = sheet;
    this.grades = grades;
  }

  async execute() {
    for (const grade of this.grades) {
      const items = await this.client.barStock(grade);
      this.sheet.upsertAll(items);
      console.log(`${grade}: ${items.length} bar sizes synced`);
    }
  }
}

const program = new Command();
program.name('forge-stock').description('Steel stock tools for the forge');

program
  .command('sync')
  .option('-g, --grade <grades...>', 'steel grades to sync', ['S235', 'C45', '1095', 'O1'])
  .option('--db <path>', 'stock sheet database', process.env.FORGE_DB || 'forge.sqlite')
  .action(async (opts) => {
    const client = new MerchantApiClient(process.env.MERCHANT_API_URL, process.env.MERCHANT_API_KEY);
    await new SyncStockCommand(client, new StockSheet(new Database(opts.db)), opts.grade).execute();
  });

program.parseAsync(process.argv).catch((err) => {
  console.error(`sync failed: ${err.message}`);
  process.exitCode = 1;
});
