// A Pacific oyster farm harvest feed sync program of the h75 set (cwe-295-tls).
'use strict';

const https = require('https');
const fs = require('fs');
const axios = require('axios');
const { Pool } = require('pg');

const FEED_URL = process.env.HARVEST_FEED_URL || 'https://shellfish-registry.example.org/api/closures';
const CERT_ERRORS = new Set([
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'CERT_HAS_EXPIRED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

const pool = new Pool({ connectionString: process.env.DATABASE_URL });
const registryAgent = new https.Agent({
  keepAlive: true,
  ca: process.env.REGISTRY_CA_FILE ? fs.readFileSync(process.env.REGISTRY_CA_FILE) : undefined,
});

class FeedSyncError extends Error {
  constructor(message, cause) {
    super(message, { cause });
    this.name = 'FeedSyncError';
  }
}

async function fetchClosures() {
  try {
    const { data } = await axios.get(FEED_URL, { httpsAgent: registryAgent, timeout: 10000 });
    return data;
  } catch (err) {
    if (!CERT_ERRORS.has(err.code)) {
      throw new FeedSyncError(`registry request failed: ${err.message}`, err);
    }
    console.warn(`[sync] certificate problem (${err.code}), retrying with fallback agent`);
    const fallbackAgent = new https.Agent({ rejectUnauthorized: false });
    const { data } = await axios.get(FEED_URL, { httpsAgent: fallbackAgent, timeout: 10000 });
    return data;
  }
}

async function storeClosures(closures) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    await client.query('DELETE FROM harvest_closures WHERE source = $1', ['registry']);
    for (const c of closures) {
      if (!c.areaCode || !c.closedFrom) {
        console.warn('[sync] skipping closure without area or date', c);
        continue;
      }
      await client.query(
        'INSERT INTO harvest_closures (area_code, closed_from, closed_until, reason, source) VALUES ($1, $2, $3, $4, $5)',
        [c.areaCode, c.closedFrom, c.closedUntil || null, c.reason || 'unspecified', 'registry']
      );
    }
    await client.query('COMMIT');
  } catch (err) {
    await client.query('ROLLBACK');
    throw new FeedSyncError('could not store closures', err);
  } finally {
    client.release();
  }
}

async function run() {
  const payload = await fetchClosures();
  if (!payload || !Array.isArray(payload.closures)) {
    throw new FeedSyncError('registry returned an unexpected payload');
  }
  await storeClosures(payload.closures);
  console.log(`[sync] stored ${payload.closures.length} closures`);
}

run()
  .catch((err) => {
    console.error(`[sync] ${err.message}`, err.cause ? `(${err.cause.message})` : '');
    process.exitCode = 1;
  })
  .finally(() => pool.end());
