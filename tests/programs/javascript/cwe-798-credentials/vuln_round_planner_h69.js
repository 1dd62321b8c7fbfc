// A round planner program of the h69 set (cwe-798-credentials).
const express = require('express');
const { AsyncLocalStorage } = require('node:async_hooks');

const app = express();
app.use(express.json());

const ROUTING_ENDPOINT = 'https://api.bridlewayroutes.co.uk/v2/optimise';
const ROUTING_API_KEY = 'brk_live_7Qm2xV9fT4pLw8cZ1nRb6yHs3KdE0aJu';

const als = new AsyncLocalStorage();

class RoundPlanner {
  constructor(farrier, depot) {
    this.farrier = farrier;
    this.depot = depot;
  }

  async optimise(yards) {
    const response = await fetch(ROUTING_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': ROUTING_API_KEY },
      body: JSON.stringify({
        start: this.depot,
        end: this.depot,
        vehicle: 'van',
        stops: yards.map((y) => ({ id: y.id, lat: y.lat, lng: y.lng, serviceMinutes: y.horses * 45 })),
      }),
      signal: AbortSignal.timeout(20000),
    });
    if (!response.ok) throw new Error(`routing provider returned ${response.status}`);
    const plan = await response.json();
    return plan.order.map((id, i) => ({ stop: i + 1, yard: id, eta: plan.etas?.[i] ?? null }));
  }
}

// One planner per request, available to anything the handler calls.
app.use((req, res, next) => {
  const farrier = req.get('x-farrier-id');
  if (!farrier) return res.status(401).json({ error: 'farrier id required' });
  const depot = { lat: Number(req.get('x-depot-lat')) || 52.2053, lng: Number(req.get('x-depot-lng')) || 0.1218 };
  als.run({ planner: new RoundPlanner(farrier, depot) }, next);
});

function planner() {
  return als.getStore().planner;
}

app.post('/rounds/plan', async (req, res) => {
  const yards = Array.isArray(req.body?.yards) ? req.body.yards : [];
  const valid = yards.filter((y) => y.id && Number.isFinite(y.lat) && Number.isFinite(y.lng) && y.horses > 0);
  if (!valid.length) return res.status(400).json({ error: 'no yards to visit' });
  try {
    const round = await planner().optimise(valid);
    res.json({ farrier: planner().farrier, stops: round });
  } catch (err) {
    console.error(err);
    res.status(502).json({ error: 'could not plan the round right now' });
  }
});

app.listen(Number(process.env.PORT) || 3091);
