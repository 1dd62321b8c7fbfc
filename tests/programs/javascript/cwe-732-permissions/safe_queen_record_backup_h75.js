// A beekeeper queen record backup program of the h75 set (cwe-732-permissions).
'use strict';

const fs = require('fs/promises');
const path = require('path');
const zlib = require('zlib');
const { promisify } = require('util');
const { Pool } = require('pg');

const gzip = promisify(zlib.gzip);
const BACKUP_DIR = process.env.QUEEN_BACKUP_DIR || '/var/backups/apiary';
const KEEP = Number(process.env.QUEEN_BACKUP_KEEP) || 14;
const pool = new Pool({ connectionString: process.env.DATABASE_URL });

class BackupError extends Error {
  constructor(stage, cause) {
    super(`backup failed while ${stage}: ${cause.message}`, { cause });
    this.name = 'BackupError';
    this.stage = stage;
  }
}

async function step(stage, fn) {
  try {
    return await fn();
  } catch (err) {
    throw err instanceof BackupError ? err : new BackupError(stage, err);
  }
}

async function exportQueens() {
  const { rows } = await pool.query(
    `SELECT q.id, q.hive_id, q.breeder, q.marked_colour, q.introduced_on, b.beekeeper_phone
       FROM queens q JOIN hives h ON h.id = q.hive_id JOIN beekeepers b ON b.id = h.owner_id
      ORDER BY q.hive_id`
  );
  return rows;
}

async function pruneOld() {
  const names = (await fs.readdir(BACKUP_DIR)).filter((n) => n.startsWith('queens-')).sort();
  for (const name of names.slice(0, Math.max(0, names.length - KEEP))) {
    try {
      await fs.unlink(path.join(BACKUP_DIR, name));
    } catch (err) {
      if (err.code !== 'ENOENT') {
        console.warn(`[backup] could not prune ${name}: ${err.message}`);
      }
    }
  }
}

async function main() {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const finalPath = path.join(BACKUP_DIR, `queens-${stamp}.json.gz`);
  const tempPath = `${finalPath}.partial`;

  await step('preparing directory', async () => {
    await fs.mkdir(BACKUP_DIR, { recursive: true, mode: 0o700 });
    await fs.chmod(BACKUP_DIR, 0o700);
  });

  const rows = await step('querying queens', exportQueens);
  if (rows.length === 0) {
    console.warn('[backup] no queen records found, skipping');
    return;
  }

  let renamed = false;
  try {
    const body = await step('compressing', () => gzip(JSON.stringify({ exportedAt: stamp, rows })));
    await step('writing file', () => fs.writeFile(tempPath, body, { mode: 0o600 }));
    await step('publishing file', () => fs.rename(tempPath, finalPath));
    renamed = true;
    console.log(`[backup] wrote ${rows.length} queens to ${finalPath}`);
  } finally {
    if (!renamed) {
      await fs.rm(tempPath, { force: true });
    }
  }
  await step('pruning', pruneOld);
}

main()
  .catch((err) => {
    console.error(`[backup] ${err.message}`);
    process.exitCode = err instanceof BackupError && err.stage === 'pruning' ? 0 : 1;
  })
  .finally(() => pool.end());
