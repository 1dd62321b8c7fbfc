// Unseen set h59: catch landing consumer
'use strict';

// Fisheries authority: electronic logbooks on vessels publish landing
// declarations to Kafka. This consumer records them against the vessel's
// annual quota in MySQL.

const { Kafka } = require('kafkajs');
const mysql = require('mysql2/promise');

const Species = Object.freeze({ COD: 'COD', HAD: 'HAD', MAC: 'MAC', HER: 'HER', PLE: 'PLE' });

class LandingDeclaration {
  constructor(raw) {
    this.vesselCfr = String(raw.vesselCfr || '');
    this.port = String(raw.port || '');
    this.species = Object.hasOwn(Species, raw.species) ? Species[raw.species] : null;
    this.weightKg = Number(raw.weightKg);
    this.landedAt = new Date(raw.landedAt);
  }

  isComplete() {
    return this.vesselCfr && this.species && Number.isFinite(this.weightKg) && !Number.isNaN(this.landedAt.getTime());
  }
}

class LandingRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async insert(decl) {
    const landedAt = decl.landedAt.toISOString().slice(0, 19).replace('T', ' ');
    await this.pool.query(
      `INSERT INTO landings (vessel_cfr, port_code, species, weight_kg, landed_at)
       VALUES ('${decl.vesselCfr}', '${decl.port}', '${decl.species}', ${decl.weightKg}, '${landedAt}')`,
    );
  }

  async remainingQuota(vesselCfr, species, year) {
    const [rows] = await this.pool.execute(
      'SELECT q.allocation_kg - COALESCE(SUM(l.weight_kg), 0) AS remaining FROM quotas q ' +
      'LEFT JOIN landings l ON l.vessel_cfr = q.vessel_cfr AND l.species = q.species AND YEAR(l.landed_at) = q.year ' +
      'WHERE q.vessel_cfr = ? AND q.species = ? AND q.year = ? GROUP BY q.allocation_kg',
      [vesselCfr, species, year],
    );
    return rows.length ? Number(rows[0].remaining) : 0;
  }
}

class QuotaLedgerService {
  constructor(repo) {
    this.repo = repo;
  }

  async record(decl) {
    if (!decl.isComplete()) throw new Error('incomplete declaration');
    await this.repo.insert(decl);
    return this.repo.remainingQuota(decl.vesselCfr, decl.species, decl.landedAt.getUTCFullYear());
  }
}

async function run() {
  const pool = mysql.createPool({
    host: process.env.MYSQL_HOST,
    user: process.env.MYSQL_USER,
    password: process.env.MYSQL_PASSWORD,
    database: 'fisheries',
    ssl: { rejectUnauthorized: true },
  });
  const ledger = new QuotaLedgerService(new LandingRepository(pool));
  const kafka = new Kafka({ clientId: 'quota-ledger', brokers: process.env.KAFKA_BROKERS.split(','), ssl: true });
  const consumer = kafka.consumer({ groupId: 'quota-ledger' });
  await consumer.connect();
  await consumer.subscribe({ topic: 'logbook.landings' });
  await consumer.run({
    eachMessage: async ({ message }) => {
      const decl = new LandingDeclaration(JSON.parse(message.value.toString()));
      const remaining = await ledger.record(decl);
      if (remaining < 0) {
        console.warn(`vessel ${decl.vesselCfr} exceeded ${decl.species} quota by ${-remaining} kg`);
      }
    },
  });
}

run().catch((err) => {
  console.error(err);
  process.exit(1);
});
