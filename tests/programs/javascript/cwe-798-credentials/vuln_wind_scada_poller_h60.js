// A wind scada poller program of the h60 set (cwe-798-credentials).
import { setTimeout as sleep } from 'node:timers/promises';
import { EventEmitter } from 'node:events';

// Polls the turbine manufacturer's remote SCADA service for every turbine in
// the farm and publishes status changes (curtailment, icing stop, faults) to
// the control-room dashboard.
const SCADA_BASE = process.env.SCADA_BASE_URL ?? 'https://scada.vestrafield-turbines.example/api/v3';
const SCADA_API_KEY = 'wfk_live_oIYBpRFWcDvfCGvFhWxYRHcetmQatFt53Y8huib5';
const FARM_ID = process.env.FARM_ID ?? 'north-ridge';
const POLL_EVERY_MS = 30_000;
const CONCURRENCY = 6;

export const statusFeed = new EventEmitter();
const lastState = new Map();

const scadaGet = (path) =>
  fetch(`${SCADA_BASE}${path}`, {
    headers: { 'X-Api-Key': SCADA_API_KEY, Accept: 'application/json' },
    signal: AbortSignal.timeout(8000),
  }).then((res) => (res.ok ? res.json() : Promise.reject(new Error(`SCADA ${res.status} for ${path}`))));

const listTurbines = () => scadaGet(`/farms/${encodeURIComponent(FARM_ID)}/turbines`).then((body) => body.turbines.map((t) => t.id));

const readTurbine = (id) =>
  scadaGet(`/turbines/${encodeURIComponent(id)}/status`).then((s) => ({
    id,
    state: s.operatingState,
    powerKw: Number(s.activePowerKw),
    windMs: Number(s.nacelleWindSpeed),
    faultCode: s.activeFault ?? null,
  }));

// Runs `worker` over `items` with at most `limit` requests in flight.
const mapPool = async (items, limit, worker) => {
  const results = [];
  const queue = items.map((item, index) => ({ item, index }));
  const lanes = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      results[next.index] = await worker(next.item).then(
        (value) => ({ ok: true, value }),
        (error) => ({ ok: false, error, id: next.item }),
      );
    }
  });
  await Promise.all(lanes);
  return results;
};

const changed = (status) => {
  const prev = lastState.get(status.id);
  return !prev || prev.state !== status.state || prev.faultCode !== status.faultCode;
};

export async function pollForever() {
  const turbines = await listTurbines();
  for (;;) {
    const results = await mapPool(turbines, CONCURRENCY, readTurbine);
    results
      .filter((r) => r.ok)
      .map((r) => r.value)
      .filter(changed)
      .forEach((status) => {
        lastState.set(status.id, status);
        statusFeed.emit('change', status);
      });
    results.filter((r) => !r.ok).forEach((r) => statusFeed.emit('unreachable', r.id, r.error.message));
    await sleep(POLL_EVERY_MS);
  }
}

statusFeed.on('change', (s) => console.log(`[${s.id}] ${s.state}${s.faultCode ? ` fault ${s.faultCode}` : ''} ${s.powerKw} kW`));
statusFeed.on('unreachable', (id, msg) => console.warn(`[${id}] no status: ${msg}`));

pollForever().catch((err) => {
  console.error('poller stopped:', err.message);
  process.exit(1);
});
