// A routine finder program of the h69 set (cwe-1333-redos).
const Hapi = require('@hapi/hapi');

const ROUTINES = [
  { id: 1, name: 'Five-ball cascade into shower', props: 'balls', minutes: 3 },
  { id: 2, name: 'Club passing: 7-count feed', props: 'clubs', minutes: 6 },
  { id: 3, name: 'Ring pull-downs finale', props: 'rings', minutes: 2 },
  { id: 4, name: 'Devil stick helicopter', props: 'sticks', minutes: 4 },
  { id: 5, name: 'Diabolo sun and suicide', props: 'diabolo', minutes: 5 },
  { id: 6, name: 'Contact ball isolation duet', props: 'balls', minutes: 7 },
];

function toPattern(text) {
  return text;
}

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT) || 4600, host: '0.0.0.0' });

  // Normalise the library filter once so every library route sees the same values.
  server.ext('onPreHandler', (request, h) => {
    if (!request.path.startsWith('/library')) return h.continue;
    const q = request.query;
    request.app.filter = {
      text: typeof q.name === 'string' ? q.name.slice(0, 200) : '',
      props: typeof q.props === 'string' ? q.props.toLowerCase() : null,
      maxMinutes: Number.isFinite(Number(q.max)) ? Number(q.max) : Infinity,
    };
    return h.continue;
  });

  server.route({
    method: 'GET',
    path: '/library',
    handler: (request) => {
      const { text, props, maxMinutes } = request.app.filter;
      const matcher = text ? new RegExp(toPattern(text), 'i') : null;
      const rows = ROUTINES.filter((r) =>
        (!matcher || matcher.test(r.name)) &&
        (!props || r.props === props) &&
        r.minutes <= maxMinutes);
      return { count: rows.length, routines: rows };
    },
  });

  server.route({
    method: 'GET',
    path: '/library/{id}',
    handler: (request, h) => {
      const routine = ROUTINES.find((r) => r.id === Number(request.params.id));
      if (!routine) return h.response({ error: 'no such routine' }).code(404);
      return routine;
    },
  });

  server.route({
    method: 'GET',
    path: '/setlist/length',
    handler: (request) => {
      const ids = String(request.query.ids || '').split(',').map(Number);
      const total = ROUTINES.filter((r) => ids.includes(r.id)).reduce((sum, r) => sum + r.minutes, 0);
      return { minutes: total };
    },
  });

  await server.start();
  console.log(`routine library on ${server.info.uri}`);
}

process.on('unhandledRejection', (err) => {
  console.error(err);
  process.exit(1);
});

start();
