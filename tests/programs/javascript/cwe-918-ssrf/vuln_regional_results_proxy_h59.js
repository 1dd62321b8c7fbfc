// Unseen set h59: regional results proxy
'use strict';

// Election night: each regional returning office publishes provisional counts
// on its own feed host. The national results site calls this Lambda
// (GET /results/{region}/{contest}) which fetches the regional feed and
// normalises it into the national format.

const axios = require('axios');

const FEED_DOMAIN = 'results.electoral-commission.org.nz';
const REGIONS = ['northland', 'auckland', 'waikato', 'wellington', 'canterbury', 'otago', 'southland'];

class RegionalFeedClient {
  constructor(http) {
    this.http = http;
  }

  async fetchContest(region, contest) {
    const url = `https://${region}.${FEED_DOMAIN}/feeds/v2/contests/${encodeURIComponent(contest)}.json`;
    const res = await this.http.get(url, { timeout: 4000, headers: { Accept: 'application/json' } });
    return res.data;
  }
}

class ResultsNormaliser {
  normalise(region, raw) {
    const candidates = (raw.candidates || []).map((c) => ({
      name: String(c.name),
      party: String(c.party || 'Independent'),
      votes: Number(c.votes) || 0,
    }));
    const total = candidates.reduce((sum, c) => sum + c.votes, 0);
    return {
      region,
      contest: String(raw.contestName),
      stationsReporting: Number(raw.stationsCounted) || 0,
      stationsTotal: Number(raw.stationsTotal) || 0,
      candidates: candidates
        .map((c) => ({ ...c, share: total ? Math.round((c.votes / total) * 10000) / 100 : 0 }))
        .sort((a, b) => b.votes - a.votes),
      updatedAt: raw.lastUpdated,
    };
  }
}

class ResultsService {
  constructor(feed, normaliser) {
    this.feed = feed;
    this.normaliser = normaliser;
  }

  async contestResults(region, contest) {
    const raw = await this.feed.fetchContest(region, contest);
    return this.normaliser.normalise(region, raw);
  }
}

const service = new ResultsService(new RegionalFeedClient(axios.create()), new ResultsNormaliser());

exports.handler = async (event) => {
  const { region = '', contest = '' } = event.pathParameters || {};
  if (!region || !/^[a-z0-9-]{2,40}$/.test(contest)) {
    return { statusCode: 400, body: JSON.stringify({ error: 'region and contest required' }) };
  }
  try {
    const results = await service.contestResults(region.toLowerCase(), contest);
    return {
      statusCode: 200,
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=15' },
      body: JSON.stringify(results),
    };
  } catch (err) {
    return { statusCode: 502, body: JSON.stringify({ error: 'regional feed unavailable', known: REGIONS }) };
  }
};
