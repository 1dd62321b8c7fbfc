// Socket.IO handlers that let players export a match in progress and resume it later from the save blob.
const serialize = require('node-serialize');

const MAX_SAVE_BYTES = 64 * 1024;
const activeMatches = new Map();

function encodeSave(match) {
  return Buffer.from(serialize.serialize(match), 'utf8').toString('base64');
}

function decodeSave(blob) {
  const text = Buffer.from(blob, 'base64').toString('utf8');
  return serialize.unserialize(text);
}

function isValidSave(save) {
  return (
    save !== null &&
    typeof save === 'object' &&
    typeof save.matchId === 'string' &&
    Array.isArray(save.players) &&
    Number.isInteger(save.turn) &&
    save.players.length <= 8
  );
}

function registerSaveHandlers(io) {
  io.of('/matches').on('connection', (socket) => {
    socket.on('save:export', ({ matchId } = {}, ack) => {
      const match = activeMatches.get(matchId);
      if (!match || !match.players.includes(socket.data.playerId)) {
        return ack({ ok: false, error: 'no such match' });
      }
      ack({ ok: true, blob: encodeSave(match) });
    });

    socket.on('save:restore', (payload, ack) => {
      if (typeof payload?.blob !== 'string' || payload.blob.length > MAX_SAVE_BYTES) {
        return ack({ ok: false, error: 'invalid save' });
      }
      const save = decodeSave(payload.blob);
      if (!isValidSave(save) || !save.players.includes(socket.data.playerId)) {
        return ack({ ok: false, error: 'corrupt save' });
      }
      activeMatches.set(save.matchId, save);
      socket.join(`match:${save.matchId}`);
      ack({ ok: true, matchId: save.matchId, turn: save.turn });
    });
  });
}

module.exports = { registerSaveHandlers };
