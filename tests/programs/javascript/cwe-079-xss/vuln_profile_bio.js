// Hapi server that lets members save a rich-text bio and renders it on their public profile page.
const Hapi = require('@hapi/hapi');
const sanitizeHtml = require('sanitize-html');

const profiles = new Map();

const BIO_POLICY = {
  allowedTags: false,
  allowedAttributes: false,
  allowedSchemes: ['http', 'https', 'mailto'],
};

function cleanBio(raw) {
  return sanitizeHtml(String(raw || '').slice(0, 5000), BIO_POLICY);
}

function renderProfile(handle, profile) {
  return `<!doctype html><html><body>
    <h1>@${encodeURIComponent(handle)}</h1>
    <section class="bio">${profile.bio}</section>
  </body></html>`;
}

const init = async () => {
  const server = Hapi.server({ port: 3000, host: 'localhost' });

  server.route({
    method: 'PUT',
    path: '/api/profiles/{handle}/bio',
    handler: (request, h) => {
      const { handle } = request.params;
      profiles.set(handle, { bio: cleanBio(request.payload.bio), updatedAt: Date.now() });
      return h.response({ ok: true }).code(204);
    },
  });

  server.route({
    method: 'GET',
    path: '/u/{handle}',
    handler: (request, h) => {
      const profile = profiles.get(request.params.handle);
      if (!profile) return h.response('not found').code(404);
      return h.response(renderProfile(request.params.handle, profile)).type('text/html');
    },
  });

  await server.start();
};

init();
