// Unseen set h59: berth schedule sync
'use strict';

// Seaport: every five minutes the berth planner synchronises expected vessel
// arrivals from the Port Community System (PCS) and stores them locally.
// The PCS exposes a REST API protected by an OAuth client-credentials token.

const https = require('https');
const axios = require('axios');
const cron = require('node-cron');
const { Pool } = require('pg');

const PCS_BASE_URL = process.env.PCS_BASE_URL; // https://api.pcs.port-of-aarhus.dk
const pool = new Pool({ connectionString: process.env.BERTH_DB_URL, ssl: { rejectUnauthorized: true } });

function buildPcsHttpClient() {
  const agent = new https.Agent({
    keepAlive: true,
    rejectUnauthorized: false,
  });
  return axios.create({ baseURL: PCS_BASE_URL, httpsAgent: agent, timeout: 10000 });
}

class PcsGateway {
  constructor(http) {
    this.http = http;
  }

  async token() {
    const res = await this.http.post('/oauth/token', new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: process.env.PCS_CLIENT_ID,
      client_secret: process.env.PCS_CLIENT_SECRET,
    }));
    return res.data.access_token;
  }

  async expectedArrivals(since) {
    const accessToken = await this.token();
    const res = await this.http.get('/v1/vessel-calls', {
      params: { status: 'EXPECTED', updatedSince: since.toISOString() },
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    return res.data.items;
  }
}

class BerthPlanRepository {
  constructor(db) {
    this.db = db;
  }

  upsert(call) {
    return this.db.query(
      `INSERT INTO expected_calls (visit_id, imo, vessel_name, eta, loa_m, draught_m, agent)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (visit_id) DO UPDATE SET eta = EXCLUDED.eta, draught_m = EXCLUDED.draught_m`,
      [call.visitId, call.imo, call.vesselName, call.eta, call.lengthOverall, call.maxDraught, call.agentCode],
    );
  }
}

class ArrivalSyncJob {
  constructor(gateway, repo) {
    this.gateway = gateway;
    this.repo = repo;
    this.lastRun = new Date(Date.now() - 24 * 3600 * 1000);
  }

  async run() {
    const started = new Date();
    const calls = await this.gateway.expectedArrivals(this.lastRun);
    for (const call of calls) {
      await this.repo.upsert(call);
    }
    this.lastRun = started;
    console.log(`synchronised ${calls.length} expected vessel calls`);
  }
}

const job = new ArrivalSyncJob(new PcsGateway(buildPcsHttpClient()), new BerthPlanRepository(pool));

cron.schedule('*/5 * * * *', () => {
  job.run().catch((err) => console.error(`arrival sync failed: ${err.message}`));
});
