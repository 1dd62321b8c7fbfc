// Socket.IO namespace that streams dashboard rows filtered by a client-selected rule
const { Server } = require('socket.io');
const { loadRows } = require('./metrics-store');

const FIELDS = new Set(['region', 'status', 'latency', 'errors']);
const OPERATORS = {
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>': (a, b) => a > b,
  '<': (a, b) => a < b,
};

function compileFilter(spec) {
  if (!FIELDS.has(spec.field)) {
    throw new Error('unknown field');
  }
  if (!Object.hasOwn(OPERATORS, spec.op)) {
    throw new Error('unknown operator');
  }
  const compare = OPERATORS[spec.op];
  const { field, value } = spec;
  return (row) => compare(row[field], value);
}

function attach(httpServer) {
  const io = new Server(httpServer, { path: '/ws', cors: { origin: 'https://dash.example.com' } });
  const dashboards = io.of('/dashboards');

  dashboards.on('connection', (socket) => {
    socket.data.filters = [];

    socket.on('filter:add', (spec, ack) => {
      try {
        socket.data.filters.push(compileFilter(spec || {}));
        ack({ ok: true, count: socket.data.filters.length });
      } catch (err) {
        ack({ ok: false, error: err.message });
      }
    });

    socket.on('rows:fetch', async (query, ack) => {
      const rows = await loadRows(String((query && query.dashboard) || 'default'));
      const visible = rows.filter((row) => socket.data.filters.every((fn) => fn(row)));
      ack({ rows: visible.slice(0, 500) });
    });
  });
  return io;
}

module.exports = { attach };
