// A route replan program of the h72 set (cwe-798-credentials).
'use strict';

const cron = require('node-cron');
const { Pool } = require('pg');

class ConfigService {
  static #defaults = {
    ROUTING_BASE_URL: 'https://api.veloroute.io/v2',
    MAX_STOPS_PER_RIDER: '9',
  };

  constructor(env) {
    this.env = env;
  }

  get(key) {
    const value = this.env[key] ?? ConfigService.#defaults[key];
    if (value === undefined) throw new Error(`missing configuration ${key}`);
    return value;
  }
}

class RoutingClient {
  constructor(config) {
    this.baseUrl = config.get('ROUTING_BASE_URL');
    this.apiKey = config.get('ROUTING_API_KEY');
  }

  async optimize(riders, stops, maxStops) {
    const res = await fetch(`${this.baseUrl}/optimize`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Api-Key': this.apiKey },
      body: JSON.stringify({ vehicles: riders, jobs: stops, options: { profile: 'bike', max_jobs: maxStops } }),
    });
    if (!res.ok) throw new Error(`routing provider answered ${res.status}`);
    return res.json();
  }
}

class DispatchRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async openStops() {
    const { rows } = await this.pool.query(
      `SELECT id, pickup_lat, pickup_lng, drop_lat, drop_lng, ready_at FROM jobs WHERE status = 'open'`,
    );
    return rows;
  }

  async ridersOnShift() {
    const { rows } = await this.pool.query(`SELECT id, last_lat, last_lng FROM riders WHERE on_shift`);
    return rows;
  }

  async assign(routes) {
    for (const route of routes) {
      await this.pool.query('UPDATE jobs SET rider_id = $1, route_seq = seq FROM unnest($2::int[]) WITH ORDINALITY AS t(job_id, seq) WHERE jobs.id = t.job_id', [route.vehicle, route.jobIds]);
    }
  }
}

class ReplanJob {
  constructor(repository, routing, config) {
    this.repository = repository;
    this.routing = routing;
    this.maxStops = Number(config.get('MAX_STOPS_PER_RIDER'));
  }

  async run() {
    const [stops, riders] = await Promise.all([this.repository.openStops(), this.repository.ridersOnShift()]);
    if (stops.length === 0 || riders.length === 0) return 0;
    const plan = await this.routing.optimize(
      riders.map((r) => ({ id: r.id, start: [r.last_lng, r.last_lat] })),
      stops.map((s) => ({ id: s.id, pickup: [s.pickup_lng, s.pickup_lat], delivery: [s.drop_lng, s.drop_lat] })),
      this.maxStops,
    );
    const routes = plan.routes.map((r) => ({ vehicle: r.vehicle, jobIds: r.steps.filter((s) => s.job).map((s) => s.job) }));
    await this.repository.assign(routes);
    return routes.length;
  }
}

// module wiring
const config = new ConfigService(process.env);
const job = new ReplanJob(new DispatchRepository(new Pool()), new RoutingClient(config), config);

cron.schedule('*/15 * * * *', async () => {
  try {
    console.log(`replanned ${await job.run()} routes`);
  } catch (err) {
    console.error('route replan failed', err);
  }
});
