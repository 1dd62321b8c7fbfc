// A water readings program of the h71 set (cwe-798-credentials).
import { SQSClient, ReceiveMessageCommand, DeleteMessageCommand } from '@aws-sdk/client-sqs';
import pg from 'pg';

class ConfigError extends Error {
  constructor(message) {
    super(message);
    this.name = 'ConfigError';
  }
}

function requireEnv(name) {
  const value = process.env[name];
  if (!value) throw new ConfigError(`${name} must be set`);
  return value;
}

const QUEUE_URL = requireEnv('READINGS_QUEUE_URL');
const sqs = new SQSClient({ region: process.env.AWS_REGION ?? 'eu-west-2' });
const pool = new pg.Pool({
  host: process.env.PGHOST ?? 'readings-db.brinebay-oysters.internal',
  user: process.env.PGUSER ?? 'buoy_ingest',
  password: process.env.PGPASSWORD ?? 'Salt&Tide-2024!',
  database: process.env.PGDATABASE ?? 'estuary',
  max: 4,
});

function parseReading(body) {
  let data;
  try {
    data = JSON.parse(body);
  } catch {
    return { ok: false, error: 'not JSON' };
  }
  const { buoy, takenAt, salinityPsu, tempC, ecoliPer100g } = data ?? {};
  if (!/^BUOY-\d{2}$/.test(buoy ?? '')) return { ok: false, error: `unknown buoy ${buoy}` };
  if (Number.isNaN(Date.parse(takenAt))) return { ok: false, error: 'takenAt is not a timestamp' };
  if (![salinityPsu, tempC].every(Number.isFinite)) return { ok: false, error: 'salinity and temperature must be numbers' };
  return { ok: true, value: { buoy, takenAt, salinityPsu, tempC, ecoliPer100g: ecoliPer100g ?? null } };
}

let stopping = false;
process.on('SIGTERM', () => {
  stopping = true;
});

async function poll() {
  while (!stopping) {
    const { Messages = [] } = await sqs.send(
      new ReceiveMessageCommand({ QueueUrl: QUEUE_URL, MaxNumberOfMessages: 10, WaitTimeSeconds: 20 }),
    );
    for (const message of Messages) {
      const reading = parseReading(message.Body);
      if (!reading.ok) {
        console.warn(`dropping reading ${message.MessageId}: ${reading.error}`);
      } else {
        try {
          const r = reading.value;
          await pool.query(
            `INSERT INTO buoy_readings (buoy, taken_at, salinity_psu, temp_c, ecoli_per_100g)
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (buoy, taken_at) DO NOTHING`,
            [r.buoy, r.takenAt, r.salinityPsu, r.tempC, r.ecoliPer100g],
          );
        } catch (err) {
          console.error(`reading ${message.MessageId} not stored, leaving it for redrive`, err.message);
          continue;
        }
      }
      await sqs.send(new DeleteMessageCommand({ QueueUrl: QUEUE_URL, ReceiptHandle: message.ReceiptHandle }));
    }
  }
  await pool.end();
}

poll().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
