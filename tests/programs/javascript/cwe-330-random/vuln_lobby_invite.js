// Socket.IO handlers that create private game lobbies and let friends join with an invite code.
const { Server } = require('socket.io');

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;
const lobbies = new Map();

function randomCode(length) {
  let out = '';
  for (let i = 0; i < length; i++) {
    out += ALPHABET[Math.floor(Math.random() * ALPHABET.length)];
  }
  return out;
}

function createLobby(hostId, mode) {
  let code;
  do {
    code = randomCode(CODE_LENGTH);
  } while (lobbies.has(code));
  lobbies.set(code, { host: hostId, mode, players: new Set([hostId]), createdAt: Date.now() });
  return code;
}

function attachLobbyHandlers(io) {
  io.of('/lobby').on('connection', (socket) => {
    socket.on('lobby:create', ({ mode } = {}, ack) => {
      const allowedModes = ['duel', 'squad', 'ranked'];
      const chosen = allowedModes.includes(mode) ? mode : 'duel';
      const code = createLobby(socket.id, chosen);
      socket.join(code);
      ack({ ok: true, inviteCode: code });
    });

    socket.on('lobby:join', ({ inviteCode } = {}, ack) => {
      const lobby = typeof inviteCode === 'string' ? lobbies.get(inviteCode.toUpperCase()) : undefined;
      if (!lobby || lobby.players.size >= 4) {
        return ack({ ok: false, error: 'lobby unavailable' });
      }
      lobby.players.add(socket.id);
      socket.join(inviteCode.toUpperCase());
      socket.to(inviteCode.toUpperCase()).emit('lobby:player-joined', { playerId: socket.id });
      ack({ ok: true, mode: lobby.mode, players: lobby.players.size });
    });
  });
}

module.exports = function startLobbyServer(httpServer) {
  const io = new Server(httpServer, { cors: { origin: 'https://play.example-games.com' } });
  attachLobbyHandlers(io);
  return io;
};
