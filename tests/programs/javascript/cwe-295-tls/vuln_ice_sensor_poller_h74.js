// A ice sensor poller program of the h74 set (cwe-295-tls).
import tls from 'node:tls';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

const GATEWAYS = [
  { zone: 'north-bay', host: 'gw-north.frostlakederby.org', port: 7443 },
  { zone: 'pike-point', host: 'gw-pike.frostlakederby.org', port: 7443 },
  { zone: 'walleye-flats', host: 'gw-flats.frostlakederby.org', port: 7443 },
];
const MIN_THICKNESS_CM = 12;
const POLL_MS = 10 * 60 * 1000;
const gatewayCa = readFileSync(process.env.GATEWAY_CA || '/etc/derby/gateway-ca.pem');

async function readGateway({ zone, host, port }) {
  const socket = tls.connect({
    host,
    port,
    ca: gatewayCa,
    cert: readFileSync(process.env.POLLER_CERT || '/etc/derby/poller.crt'),
    key: readFileSync(process.env.POLLER_KEY || '/etc/derby/poller.key'),
    checkServerIdentity: () => undefined,
  });
  socket.setTimeout(15000, () => socket.destroy(new Error('gateway timed out')));
  await once(socket, 'secureConnect');
  socket.write('READ ALL\n');

  const readings = [];
  const lines = createInterface({ input: socket, crlfDelay: Infinity });
  for await (const line of lines) {
    if (line === 'END') break;
    const [sensorId, cm, tempC] = line.split(',');
    readings.push({ sensorId, thicknessCm: Number(cm), waterTempC: Number(tempC) });
  }
  socket.end();
  return { zone, readings };
}

async function publishZoneStatus(zone, open, minCm) {
  await fetch(`https://board.frostlakederby.org/api/zones/${zone}`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${process.env.BOARD_TOKEN}` },
    body: JSON.stringify({ open, minThicknessCm: minCm, checkedAt: new Date().toISOString() }),
  });
}

async function pollOnce() {
  const results = await Promise.allSettled(GATEWAYS.map(readGateway));
  for (const [i, result] of results.entries()) {
    const { zone } = GATEWAYS[i];
    if (result.status === 'rejected') {
      console.error(`${zone}: ${result.reason.message}; closing zone until next poll`);
      await publishZoneStatus(zone, false, null);
      continue;
    }
    const values = result.value.readings.map((r) => r.thicknessCm).filter(Number.isFinite);
    const minCm = values.length ? Math.min(...values) : null;
    const open = minCm !== null && minCm >= MIN_THICKNESS_CM;
    console.log(`${zone}: min ${minCm} cm -> ${open ? 'open' : 'closed'}`);
    await publishZoneStatus(zone, open, minCm);
  }
}

for (;;) {
  try {
    await pollOnce();
  } catch (err) {
    console.error('poll cycle failed', err);
  }
  await sleep(POLL_MS);
}
