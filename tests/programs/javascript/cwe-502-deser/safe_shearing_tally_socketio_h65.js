// A shearing tally socketio program of the h65 set (cwe-502-deser).
'use strict';

// Tally board for the shearing shed. Each stand has a tablet that counts the
// sheep shorn per run; when a tablet drops off the shed Wi-Fi it keeps counting
// locally and, on reconnect, sends a `resume` event with its saved board
// snapshot (base64) so the board can be rebuilt from where it left off.

const http = require('http');
const { Server } = require('socket.io');

const RUNS = ['first', 'second', 'third', 'fourth'];
const boards = new Map(); // shedId -> { stands: { [stand]: { shearer, tallies } } }

function emptyBoard() {
  return { stands: {}, updatedAt: Date.now() };
}

function readSnapshot(encoded) {
  const text = Buffer.from(String(encoded), 'base64').toString('utf8');
  const snapshot = JSON.parse(text);
  return snapshot !== null && typeof snapshot === 'object' && !Array.isArray(snapshot) ? snapshot : {};
}

function mergeStand(board, stand, snapshot) {
  const tallies = {};
  for (const run of RUNS) {
    const count = Number(snapshot.tallies && snapshot.tallies[run]);
    tallies[run] = Number.isInteger(count) && count >= 0 && count < 400 ? count : 0;
  }
  board.stands[stand] = { shearer: String(snapshot.shearer || '').slice(0, 60), tallies };
  board.updatedAt = Date.now();
}

const httpServer = http.createServer();
const io = new Server(httpServer, { maxHttpBufferSize: 32 * 1024, serveClient: false });

io.on('connection', (socket) => {
  const shedId = String(socket.handshake.query.shed || '');
  const stand = Number.parseInt(socket.handshake.query.stand, 10);
  if (!/^[a-z0-9-]{3,30}$/.test(shedId) || !Number.isInteger(stand) || stand < 1 || stand > 12) {
    socket.disconnect(true);
    return;
  }
  socket.join(shedId);
  if (!boards.has(shedId)) {
    boards.set(shedId, emptyBoard());
  }

  socket.on('resume', (payload, ack) => {
    try {
      const snapshot = readSnapshot(payload && payload.snapshot);
      mergeStand(boards.get(shedId), stand, snapshot || {});
      io.to(shedId).emit('board', boards.get(shedId));
      ack && ack({ ok: true });
    } catch (err) {
      ack && ack({ ok: false, error: 'snapshot could not be read' });
    }
  });

  socket.on('tally', ({ run, count } = {}) => {
    const board = boards.get(shedId);
    if (!RUNS.includes(run) || !Number.isInteger(count) || count < 0 || count > 400) {
      return;
    }
    const current = board.stands[stand] || { shearer: '', tallies: {} };
    current.tallies[run] = count;
    board.stands[stand] = current;
    board.updatedAt = Date.now();
    io.to(shedId).emit('board', board);
  });
});

httpServer.listen(Number(process.env.PORT) || 3000);
