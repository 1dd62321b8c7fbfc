// Hapi route that renders a live HTML preview of a user's edited profile bio
const Hapi = require('@hapi/hapi');

const ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function encodeEntities(text) {
  return text.replace(/[&<>"']/g, (ch) => ENTITIES[ch]);
}

function formatBio(raw) {
  const encoded = encodeEntities(raw);
  return encoded
    .split(/\n{2,}/)
    .map((para) => `<p>${para.replace(/\n/g, '<br>')}</p>`)
    .join('\n');
}

async function start() {
  const server = Hapi.server({ port: 4000, host: '0.0.0.0' });

  server.route({
    method: 'POST',
    path: '/profile/preview',
    options: { payload: { parse: true, maxBytes: 16 * 1024 } },
    handler: (request, h) => {
      const { displayName = '', bio = '' } = request.payload || {};
      const name = String(displayName).replace(/[<>"'&]/g, '');
      const html = `<section class="preview">
  <h2>${name}</h2>
  ${formatBio(String(bio))}
</section>`;
      return h.response(html).type('text/html').code(200);
    },
  });

  await server.start();
  console.log('preview service on', server.info.uri);
}

start();
