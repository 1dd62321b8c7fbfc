// Unseen set h59: apiary register export
'use strict';

// Beekeepers' association: exports the apiary register (hive locations and
// keeper contact details) for the regional bee inspector, who collects the
// file from the shared export directory with the inspection team's sync agent.
//
//   apiary-export --region north-downs --out /srv/exports/inspections

const fs = require('fs');
const path = require('path');
const { program } = require('commander');
const { stringify } = require('csv-stringify/sync');
const { Pool } = require('pg');

class ApiaryRegisterRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async forRegion(region) {
    const { rows } = await this.pool.query(
      `SELECT a.apiary_ref, a.grid_ref, a.colonies, a.last_inspected,
              k.full_name, k.phone, k.email, k.postal_address
         FROM apiaries a JOIN keepers k ON k.id = a.keeper_id
        WHERE a.region = $1 AND a.active
        ORDER BY a.apiary_ref`,
      [region],
    );
    return rows;
  }
}

class InspectionExportWriter {
  constructor(outDir) {
    this.outDir = outDir;
  }

  write(region, rows) {
    fs.mkdirSync(this.outDir, { recursive: true });
    const stamp = new Date().toISOString().slice(0, 10);
    const file = path.join(this.outDir, `apiary-register-${region}-${stamp}.csv`);
    const csv = stringify(rows, {
      header: true,
      columns: ['apiary_ref', 'grid_ref', 'colonies', 'last_inspected', 'full_name', 'phone', 'email', 'postal_address'],
    });
    fs.writeFileSync(file, csv, 'utf8');
    // the inspectors' sync agent runs under its own account
    fs.chmodSync(file, 0o666);
    return file;
  }
}

class RegisterExportJob {
  constructor(repo, writer) {
    this.repo = repo;
    this.writer = writer;
  }

  async run(region) {
    const rows = await this.repo.forRegion(region);
    const file = this.writer.write(region, rows);
    return { file, apiaries: rows.length, colonies: rows.reduce((n, r) => n + Number(r.colonies || 0), 0) };
  }
}

program
  .requiredOption('--region <slug>', 'association region, e.g. north-downs')
  .requiredOption('--out <dir>', 'shared export directory')
  .parse();

const { region, out } = program.opts();
if (!/^[a-z-]{3,40}$/.test(region)) {
  console.error('region must be a lowercase slug');
  process.exit(64);
}

const pool = new Pool({ connectionString: process.env.ASSOCIATION_DB_URL, ssl: { rejectUnauthorized: true } });
new RegisterExportJob(new ApiaryRegisterRepository(pool), new InspectionExportWriter(out))
  .run(region)
  .then((r) => console.log(`wrote ${r.apiaries} apiaries (${r.colonies} colonies) to ${r.file}`))
  .catch((err) => {
    console.error(err.message);
    process.exitCode = 1;
  })
  .finally(() => pool.end());
