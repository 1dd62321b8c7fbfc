// Hapi route echoing a search term back in an HTML results page
const Hapi = require('@hapi/hapi');
const Hoek = require('@hapi/hoek');

const server = Hapi.server({ port: 3002 });

server.route({
  method: 'GET',
  path: '/search',
  handler: (request, h) => {
    const q = Hoek.escapeHtml(String(request.query.q || ''));
    const html = `<html><body>
      <form action="/search"><input name="q"></form>
      <p>No results for <b>${q}</b></p>
    </body></html>`;
    return h.response(html).type('text/html');
  },
});

server.start().then(() => console.log('listening on', server.info.uri));
