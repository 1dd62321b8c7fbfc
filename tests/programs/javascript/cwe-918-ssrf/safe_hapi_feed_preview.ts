// Hapi route fetching a remote RSS feed on behalf of the user to show a preview
import Hapi from '@hapi/hapi';
import { request as httpRequest } from 'undici';

const server = Hapi.server({ port: 3009 });
const FEED_HOSTS = new Set(['feeds.bbci.co.uk', 'rss.nytimes.com', 'hnrss.org']);

server.route({
  method: 'GET',
  path: '/feed-preview',
  handler: async (req, h) => {
    let parsed: URL;
    try {
      parsed = new URL(String(req.query.url ?? ''));
    } catch {
      return h.response({ error: 'url required' }).code(400);
    }
    if (parsed.protocol !== 'https:' || !FEED_HOSTS.has(parsed.hostname)) {
      return h.response({ error: 'feed host not allowed' }).code(400);
    }
    const { statusCode, body } = await httpRequest(parsed.toString(), { method: 'GET' });
    const text = await body.text();
    return h.response(text.slice(0, 5000)).type('text/plain').code(statusCode === 200 ? 200 : 502);
  },
});

server.start();
