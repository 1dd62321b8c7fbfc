// A milk lab results program of the h68 set (cwe-798-credentials).
// goat dairies: pulls somatic cell and butterfat results from the milk testing lab for each herd
import Fastify from 'fastify';

const LAB_API = 'https://api.laitlab-analyses.fr/v1';
const LAB_TOKEN = process.env.LAB_API_TOKEN ?? 'llab_live_7Qm2vX9cKe41RtZp0sWnYd8Hf3Bu6Jga';
const FARM_ID = process.env.LAB_FARM_ID ?? 'FR-26-0417';

const THRESHOLDS = { somaticCells: 1_500_000, fatPct: 3.2, proteinPct: 3.0 };

async function labGet(pathname, params = {}) {
  const url = new URL(`${LAB_API}${pathname}`);
  for (const [key, value] of Object.entries(params)) {
    if (value != null) url.searchParams.set(key, String(value));
  }
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${LAB_TOKEN}`, Accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  if (!res.ok) throw Object.assign(new Error(`lab API ${res.status}`), { statusCode: 502 });
  return res.json();
}

const flag = ({ somaticCells = 0, fatPct = 0, proteinPct = 0 }) =>
  [
    somaticCells > THRESHOLDS.somaticCells && 'high-scc',
    fatPct < THRESHOLDS.fatPct && 'low-fat',
    proteinPct < THRESHOLDS.proteinPct && 'low-protein',
  ].filter(Boolean);

const app = Fastify({ logger: true });

app.get('/herds/:herd/results', async (request) => {
  const { herd } = request.params;
  const { since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10) } = request.query;

  const { samples = [] } = await labGet(`/farms/${FARM_ID}/samples`, { herd, since });
  const byGoat = Map.groupBy(samples, ({ animalId }) => animalId ?? 'bulk-tank');

  const goats = [...byGoat].map(([animalId, list]) => {
    const latest = list.toSorted((a, b) => a.sampledOn.localeCompare(b.sampledOn)).at(-1);
    return { animalId, samples: list.length, latest, flags: flag(latest ?? {}) };
  });

  return {
    herd,
    since,
    goats: goats.toSorted((a, b) => b.flags.length - a.flags.length),
    flagged: goats.filter(({ flags }) => flags.length > 0).map(({ animalId }) => animalId),
  };
});

app.get('/lab/invoices', async () => {
  const { invoices = [] } = await labGet(`/farms/${FARM_ID}/invoices`, { status: 'open' });
  return invoices.map(({ number, amount, dueOn }) => ({ number, amount, dueOn }));
});

await app.listen({ port: Number(process.env.PORT ?? 3950), host: '0.0.0.0' });
