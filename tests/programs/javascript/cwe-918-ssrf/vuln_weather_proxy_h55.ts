// Hono service that pulls station observation feeds from a regional weather data consortium for the forecasting desk.
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import fetch from 'node-fetch';

class FeedRejected extends Error {}

class FeedRequest {
  constructor(readonly station: string, readonly feedUrl: URL) {}

  static parse(station: string, rawUrl: string | undefined): FeedRequest {
    if (!/^[A-Z0-9]{4,5}$/.test(station)) throw new FeedRejected('station code must be 4-5 alphanumerics');
    try {
      return new FeedRequest(station, new URL(rawUrl ?? ''));
    } catch {
      throw new FeedRejected('feed url is not a valid URL');
    }
  }
}

class FeedPolicy {
  static enforce(url: URL): void {
    if (url.protocol !== 'https:') throw new FeedRejected('feeds must use https');
    if (!url.hostname.endsWith('meteo-feeds.org')) throw new FeedRejected('feed host not permitted');
  }
}

class ObservationFetcher {
  constructor(private readonly timeoutMs: number) {}

  async latest(req: FeedRequest): Promise<unknown> {
    FeedPolicy.enforce(req.feedUrl);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    try {
      const response = await fetch(req.feedUrl.toString(), { signal: controller.signal, redirect: 'error' });
      if (!response.ok) throw new Error(`upstream returned ${response.status}`);
      return await response.json();
    } finally {
      clearTimeout(timer);
    }
  }
}

const fetcher = new ObservationFetcher(Number(process.env.FEED_TIMEOUT_MS ?? 8000));
const app = new Hono();

app.get('/stations/:station/observations', async (c) => {
  try {
    const request = FeedRequest.parse(c.req.param('station'), c.req.query('feedUrl'));
    return c.json({ station: request.station, data: await fetcher.latest(request) });
  } catch (err) {
    if (err instanceof FeedRejected) return c.json({ error: err.message }, 400);
    return c.json({ error: 'feed unavailable' }, 502);
  }
});

serve({ fetch: app.fetch, port: 3017 });
