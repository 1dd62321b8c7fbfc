// Unseen set h59: stowage plan import
'use strict';

// Container terminal: shipping lines drop bay/stowage plans (YAML) into an
// SFTP inbox before a vessel call. This nightly batch tool imports them into
// the yard planning database.
//
//   stowage-import --inbox /srv/sftp/stowage/inbox --terminal RTM-ECT

const fs = require('fs');
const path = require('path');
const { Command } = require('commander');
const yaml = require('js-yaml'); // 3.x
const { Pool } = require('pg');

class StowagePlan {
  constructor(doc) {
    this.vesselImo = String(doc.vessel && doc.vessel.imo);
    this.voyage = String(doc.voyage || '');
    this.eta = new Date(doc.eta);
    this.slots = (doc.slots || []).map((s) => ({
      container: String(s.container),
      bay: Number(s.bay),
      row: Number(s.row),
      tier: Number(s.tier),
      weightKg: Number(s.weightKg),
      dangerousGoods: Boolean(s.imdgClass),
    }));
  }
}

class PlanParser {
  parse(text) {
    const doc = yaml.load(text, { schema: yaml.DEFAULT_FULL_SCHEMA });
    return new StowagePlan(doc);
  }
}

class YardPlanRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async store(terminal, plan) {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rows } = await client.query(
        'INSERT INTO vessel_calls (terminal, imo, voyage, eta) VALUES ($1, $2, $3, $4) RETURNING id',
        [terminal, plan.vesselImo, plan.voyage, plan.eta],
      );
      for (const s of plan.slots) {
        await client.query(
          'INSERT INTO stowage_slots (call_id, container, bay, row_no, tier, weight_kg, dg) VALUES ($1,$2,$3,$4,$5,$6,$7)',
          [rows[0].id, s.container, s.bay, s.row, s.tier, s.weightKg, s.dangerousGoods],
        );
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK');
      throw err;
    } finally {
      client.release();
    }
  }
}

class ImportJob {
  constructor(parser, repo) {
    this.parser = parser;
    this.repo = repo;
  }

  async run(inbox, terminal) {
    const files = fs.readdirSync(inbox).filter((f) => f.endsWith('.yaml') || f.endsWith('.yml'));
    for (const file of files) {
      const plan = this.parser.parse(fs.readFileSync(path.join(inbox, file), 'utf8'));
      await this.repo.store(terminal, plan);
      fs.renameSync(path.join(inbox, file), path.join(inbox, '..', 'done', file));
      console.log(`${file}: ${plan.slots.length} slots for IMO ${plan.vesselImo}`);
    }
  }
}

const program = new Command();
program
  .requiredOption('--inbox <dir>', 'SFTP inbox with stowage plans')
  .requiredOption('--terminal <code>', 'terminal code')
  .parse(process.argv);

const opts = program.opts();
const pool = new Pool({ connectionString: process.env.YARD_DB_URL, ssl: { rejectUnauthorized: true } });
new ImportJob(new PlanParser(), new YardPlanRepository(pool))
  .run(opts.inbox, opts.terminal)
  .then(() => pool.end())
  .catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
    return pool.end();
  });
