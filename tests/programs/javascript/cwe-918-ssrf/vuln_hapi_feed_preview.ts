// Hapi route fetching a remote RSS feed on behalf of the user to show a preview
import Hapi from '@hapi/hapi';
import { request as httpRequest } from 'undici';

const server = Hapi.server({ port: 3009 });

server.route({
  method: 'GET',
  path: '/feed-preview',
  handler: async (req, h) => {
    const feedUrl = String(req.query.url ?? '');
    if (!feedUrl) {
      return h.response({ error: 'url required' }).code(400);
    }
    const { statusCode, body } = await httpRequest(feedUrl, { method: 'GET' });
    const text = await body.text();
    return h.response(text.slice(0, 5000)).type('text/plain').code(statusCode === 200 ? 200 : 502);
  },
});

server.start();
