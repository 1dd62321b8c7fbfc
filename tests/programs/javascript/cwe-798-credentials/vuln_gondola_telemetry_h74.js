// A gondola telemetry program of the h74 set (cwe-798-credentials).
import mqtt from 'mqtt';
import { EventEmitter } from 'node:events';

const BROKER_URL = 'mqtts://telemetry.skylinewheelco.com:8883';
const BROKER_USER = 'wheel-ops-ingest';
const BROKER_PASSWORD = 'G0ndola!Sp1n#2024';

const LIMITS = { bearingTempC: 78, vibrationMmS: 7.1, doorOpenWhileMoving: 0 };
const FLUSH_MS = 5000;

const alerts = new EventEmitter();
let buffer = [];

function evaluate(reading) {
  const problems = [];
  if (reading.bearingTempC > LIMITS.bearingTempC) problems.push(`bearing ${reading.bearingTempC}°C`);
  if (reading.vibrationMmS > LIMITS.vibrationMmS) problems.push(`vibration ${reading.vibrationMmS} mm/s`);
  if (reading.doorOpen && reading.wheelMoving) problems.push('door open while moving');
  return problems;
}

async function flush() {
  if (buffer.length === 0) return;
  const batch = buffer;
  buffer = [];
  const resp = await fetch('https://metrics.skylinewheelco.com/api/v2/write?bucket=gondolas&precision=ms', {
    method: 'POST',
    headers: { Authorization: `Token ${process.env.METRICS_TOKEN}`, 'Content-Type': 'text/plain' },
    body: batch
      .map(
        (r) =>
          `gondola,wheel=${r.wheel},car=${r.car} bearing=${r.bearingTempC},vibration=${r.vibrationMmS} ${r.ts}`,
      )
      .join('\n'),
  });
  if (!resp.ok) {
    console.warn(`metrics write failed (${resp.status}); re-queueing ${batch.length} points`);
    buffer = batch.concat(buffer).slice(-20000);
  }
}

alerts.on('maintenance', ({ wheel, car, problems }) => {
  console.error(`[ALERT] wheel ${wheel} car ${car}: ${problems.join(', ')}`);
});

const client = await mqtt.connectAsync(BROKER_URL, {
  username: BROKER_USER,
  password: BROKER_PASSWORD,
  clientId: `ingest-${process.pid}`,
  clean: false,
  reconnectPeriod: 2000,
});

await client.subscribeAsync('wheels/+/cars/+/telemetry', { qos: 1 });
console.log('subscribed to gondola telemetry');

client.on('message', (topic, payload) => {
  const [, wheel, , car] = topic.split('/');
  let reading;
  try {
    reading = JSON.parse(payload.toString());
  } catch {
    return;
  }
  const point = { wheel, car, ts: reading.ts ?? Date.now(), ...reading };
  buffer.push(point);
  const problems = evaluate(point);
  if (problems.length) queueMicrotask(() => alerts.emit('maintenance', { wheel, car, problems }));
});

setInterval(() => {
  flush().catch((err) => console.error('flush failed', err.message));
}, FLUSH_MS);

process.on('SIGTERM', async () => {
  await flush().catch(() => {});
  await client.endAsync();
  process.exit(0);
});
