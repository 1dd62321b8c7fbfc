// Hapi route rendering a preview of a public profile card from a Handlebars template
import Hapi from '@hapi/hapi';
import Handlebars from 'handlebars';

const cardTemplate = Handlebars.compile(`<!doctype html>
<div class="card">
  <h2>{{displayName}}</h2>
  <p class="role">{{role}}</p>
  <p class="bio">{{bio}}</p>
</div>`);

interface ProfileView {
  displayName: string;
  role: string;
  bio: string;
}

function toView(query: Record<string, unknown>): ProfileView {
  const pick = (key: string, fallback: string) =>
    typeof query[key] === 'string' && (query[key] as string).length > 0 ? (query[key] as string) : fallback;
  return {
    displayName: pick('name', 'Anonymous'),
    role: pick('role', 'Member'),
    bio: pick('bio', 'This user has not written a bio yet.').slice(0, 500),
  };
}

async function start(): Promise<void> {
  const server = Hapi.server({ port: Number(process.env.PORT || 4000), host: '0.0.0.0' });

  server.route({
    method: 'GET',
    path: '/profiles/preview',
    handler: (request, h) => {
      const view = toView(request.query as Record<string, unknown>);
      return h.response(cardTemplate(view)).type('text/html');
    },
  });

  await server.start();
}

start();
