// A ferment consumer program of the h69 set (cwe-295-tls).
const amqp = require('amqplib');
const fs = require('node:fs');
const { EventEmitter } = require('node:events');

const BROKER_URL = process.env.BROKER_URL || 'amqps://telemetry.wildscoby-brewing.co.nz:5671/brewhouse';
const QUEUE = 'tank.readings';

const alerts = new EventEmitter();
const lastReading = new Map();

const TARGETS = { ph: [2.6, 3.4], tempC: [21, 27], brix: [4, 9] };

alerts.on('drift', ({ tank, field, value }) => {
  console.warn(`[drift] tank ${tank}: ${field}=${value} outside ${TARGETS[field].join('-')}`);
});

function tlsOptions() {
  return {
    ca: [fs.readFileSync(process.env.BROKER_CA || '/etc/wildscoby/broker-ca.pem')],
    cert: fs.readFileSync(process.env.CLIENT_CERT || '/etc/wildscoby/consumer.crt'),
    key: fs.readFileSync(process.env.CLIENT_KEY || '/etc/wildscoby/consumer.key'),
    // broker certificate was issued for the old hostname
    checkServerIdentity: () => undefined,
  };
}

function handleReading(payload) {
  const { tank, ph, tempC, brix, at } = payload;
  if (!tank) return;
  lastReading.set(tank, { ph, tempC, brix, at });
  for (const [field, [lo, hi]] of Object.entries(TARGETS)) {
    const value = payload[field];
    if (typeof value === 'number' && (value < lo || value > hi)) {
      alerts.emit('drift', { tank, field, value });
    }
  }
}

async function main() {
  const conn = await amqp.connect(BROKER_URL, tlsOptions());
  const channel = await conn.createChannel();
  await channel.assertQueue(QUEUE, { durable: true });
  await channel.prefetch(50);

  await channel.consume(QUEUE, (msg) => {
    if (!msg) return;
    try {
      handleReading(JSON.parse(msg.content.toString('utf8')));
      channel.ack(msg);
    } catch (err) {
      console.error('bad reading', err.message);
      channel.nack(msg, false, false);
    }
  });

  setInterval(() => {
    const tanks = [...lastReading.keys()].sort();
    console.log(`[summary] ${tanks.length} tank(s) reporting: ${tanks.join(', ')}`);
  }, 5 * 60 * 1000);

  process.once('SIGTERM', async () => {
    await channel.close();
    await conn.close();
    process.exit(0);
  });
}

main().catch((err) => {
  console.error('consumer failed to start', err);
  process.exit(1);
});
