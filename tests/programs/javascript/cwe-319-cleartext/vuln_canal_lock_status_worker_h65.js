// A canal lock status worker program of the h65 set (cwe-319-cleartext).
// Cloudflare Worker for the narrowboat hire company's customer app. Before a
// hirer sets off, the app asks /route-status?from=...&to=... and the worker
// pulls lock and stoppage notices for the stretch from the waterways
// operator's partner API (the partner key is a Worker secret), trims them to
// what the app shows and caches the answer for a few minutes.

const STATUS_API = 'http://partners.waterways-notices.org.uk/api/v1/stoppages';
const LOCK_CODE = /^[A-Z]{2,4}-[0-9]{1,3}$/;

function notice(n) {
  return {
    lock: n.lockCode,
    name: n.lockName,
    state: n.state, // open | restricted | closed
    reason: n.reason || null,
    until: n.expectedReopen || null,
  };
}

export default {
  async fetch(request, env, ctx) {
    const url = new URL(request.url);
    if (url.pathname !== '/route-status') {
      return new Response('Not found', { status: 404 });
    }

    const from = url.searchParams.get('from') || '';
    const to = url.searchParams.get('to') || '';
    if (!LOCK_CODE.test(from) || !LOCK_CODE.test(to)) {
      return Response.json({ error: 'from and to must be lock codes such as GU-42' }, { status: 400 });
    }

    const cache = caches.default;
    const cacheKey = new Request(`${url.origin}/route-status?from=${from}&to=${to}`, { method: 'GET' });
    const cached = await cache.match(cacheKey);
    if (cached) {
      return cached;
    }

    const upstream = await fetch(`${STATUS_API}?${new URLSearchParams({ from, to })}`, {
      headers: {
        Accept: 'application/json',
        'X-Partner-Key': env.WATERWAYS_PARTNER_KEY,
      },
    });
    if (!upstream.ok) {
      return Response.json({ error: 'route status is unavailable right now' }, { status: 502 });
    }

    const body = await upstream.json();
    const notices = (body.notices || []).map(notice);
    const response = Response.json(
      { from, to, closed: notices.some((n) => n.state === 'closed'), notices },
      { headers: { 'Cache-Control': 'public, max-age=300' } }
    );
    ctx.waitUntil(cache.put(cacheKey, response.clone()));
    return response;
  },
};
