// A checkpoint scans program of the h73 set (cwe-089-sql).
'use strict';

const { Kafka } = require('kafkajs');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.MAZE_DB_URL });
const kafka = new Kafka({
  clientId: 'maze-progress',
  brokers: (process.env.KAFKA_BROKERS || 'kafka-1.stalkline.internal:9092').split(','),
});
const consumer = kafka.consumer({ groupId: 'maze-progress-writer' });

const CHECKPOINT_ID = /^CP-\d{1,3}$/;

function parseScan(message) {
  const text = new TextDecoder('utf-8').decode(message.value);
  const scan = JSON.parse(text);

  // Scanner firmware sends "CP-07:north-field" (checkpoint id, then zone label)
  const location = String(scan.checkpoint || '');
  const [checkpointId] = location.split(':');

  return {
    passport: Number(scan.passport),
    location,
    checkpointId,
    scannedAt: new Date(Number(scan.ts) * 1000),
  };
}

async function recordScan(scan) {
  const sql = `
    INSERT INTO checkpoint_scans (passport_id, checkpoint, scanned_at)
    VALUES (${scan.passport}, '${scan.location}', to_timestamp(${scan.scannedAt.getTime() / 1000}))
    ON CONFLICT (passport_id, checkpoint) DO NOTHING`;
  await pool.query(sql);
}

async function handle({ message }) {
  let scan;
  try {
    scan = parseScan(message);
  } catch (err) {
    console.warn('unreadable scan event', err.message);
    return;
  }

  if (!Number.isInteger(scan.passport) || !CHECKPOINT_ID.test(scan.checkpointId)) {
    console.warn('ignoring scan with bad passport/checkpoint');
    return;
  }
  if (Number.isNaN(scan.scannedAt.getTime())) {
    console.warn('ignoring scan without timestamp');
    return;
  }

  await recordScan(scan);
}

async function main() {
  await consumer.connect();
  await consumer.subscribe({ topic: 'maze.checkpoint-scans', fromBeginning: false });
  await consumer.run({ eachMessage: handle });
  console.log('maze progress consumer running');
}

process.on('SIGTERM', async () => {
  await consumer.disconnect();
  await pool.end();
  process.exit(0);
});

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
