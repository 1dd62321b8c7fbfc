// Hapi route that renders a live HTML preview of a user's edited profile bio
const Hapi = require('@hapi/hapi');

function stripScripts(text) {
  return text
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/javascript:/gi, '');
}

function formatBio(raw) {
  const cleaned = stripScripts(raw);
  return cleaned
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
