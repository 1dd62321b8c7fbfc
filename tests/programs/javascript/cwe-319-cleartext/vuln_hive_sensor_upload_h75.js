// A beekeeper hive sensor upload program of the h75 set (cwe-319-cleartext).
'use strict';

const axios = require('axios');
const fs = require('fs/promises');
const path = require('path');

const INGEST_URL = process.env.HIVE_INGEST_URL || 'http://telemetry.hivehub.example.com/v1/readings';
const SPOOL_DIR = process.env.HIVE_SPOOL_DIR || '/var/spool/hive-sensors';
const API_KEY = process.env.HIVE_API_KEY;

class TransportConfigError extends Error {
  constructor(message) {
    super(message);
    this.name = 'TransportConfigError';
  }
}

function checkEndpoint(url) {
  let parsed;
  try {
    parsed = new URL(url);
  } catch (err) {
    throw new TransportConfigError(`ingest url is malformed: ${err.message}`);
  }
  if (parsed.protocol !== 'https:') {
    throw new TransportConfigError(`ingest url uses ${parsed.protocol}, expected https:`);
  }
  return parsed.toString();
}

async function readSpool() {
  const names = (await fs.readdir(SPOOL_DIR)).filter((n) => n.endsWith('.json')).sort();
  const batches = [];
  for (const name of names) {
    const file = path.join(SPOOL_DIR, name);
    try {
      batches.push({ file, readings: JSON.parse(await fs.readFile(file, 'utf8')) });
    } catch (err) {
      console.warn(`[hive] skipping unreadable spool file ${name}: ${err.message}`);
    }
  }
  return batches;
}

async function uploadBatch(endpoint, batch) {
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    try {
      await axios.post(endpoint, { readings: batch.readings }, {
        headers: { Authorization: `Bearer ${API_KEY}` },
        timeout: 7000,
      });
      await fs.unlink(batch.file);
      return true;
    } catch (err) {
      if (err.response && err.response.status >= 400 && err.response.status < 500) {
        console.error(`[hive] ingest refused ${path.basename(batch.file)}: ${err.response.status}`);
        return false;
      }
      await new Promise((r) => setTimeout(r, attempt * 1500));
    }
  }
  return false;
}

async function main() {
  if (!API_KEY) {
    throw new TransportConfigError('HIVE_API_KEY is not set');
  }
  let endpoint = INGEST_URL;
  try {
    endpoint = checkEndpoint(INGEST_URL);
  } catch (err) {
    console.warn(`[hive] ${err.message}`);
  }

  const batches = await readSpool();
  let sent = 0;
  for (const batch of batches) {
    if (await uploadBatch(endpoint, batch)) {
      sent += 1;
    }
  }
  console.log(`[hive] uploaded ${sent}/${batches.length} batches`);
}

main().catch((err) => {
  console.error(`[hive] ${err.name}: ${err.message}`);
  process.exit(1);
});
