// A scorekeeper socket program of the h74 set (cwe-347-jwt).
import { WebSocketServer } from 'ws';
import { jwtVerify, decodeJwt } from 'jose';
import { EventEmitter } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

const key = new TextEncoder().encode(process.env.SCOREKEEPER_JWT_SECRET ?? '');
if (key.length < 32) throw new Error('SCOREKEEPER_JWT_SECRET must be at least 32 bytes');

const scoreboard = new EventEmitter();
const games = new Map(); // gameId -> { home, away, events: [] }

async function loadRoster(gameId) {
  await sleep(5); // league database lookup
  if (!/^g\d{4,8}$/.test(gameId)) throw new Error(`unknown game ${gameId}`);
  if (!games.has(gameId)) games.set(gameId, { home: 0, away: 0, events: [] });
  return games.get(gameId);
}

function applyEvent(game, event, scorekeeper) {
  const entry = { ...event, by: scorekeeper, at: Date.now() };
  if (event.kind === 'goal') {
    if (event.side === 'home') game.home += 1;
    else if (event.side === 'away') game.away += 1;
    else return null;
  } else if (event.kind !== 'penalty' && event.kind !== 'timeout') {
    return null;
  }
  game.events.push(entry);
  return entry;
}

const wss = new WebSocketServer({ port: Number(process.env.PORT || 8765) });

wss.on('connection', (ws) => {
  let session = null;

  ws.once('message', async (raw) => {
    let hello;
    try {
      hello = JSON.parse(raw.toString());
    } catch {
      return ws.close(1003, 'expected JSON hello');
    }
    const { token, gameId } = hello;

    const [auth, roster] = await Promise.allSettled([
      jwtVerify(String(token), key, { issuer: 'league-office', audience: 'scorekeeper', algorithms: ['HS256'] }),
      loadRoster(String(gameId)),
    ]);

    const problems = [auth, roster].filter((r) => r.status === 'rejected').map((r) => r.reason.message);
    if (problems.length) console.warn(`hello for ${gameId}: ${problems.join('; ')}`);
    if (roster.status === 'rejected') return ws.close(1008, 'unknown game');

    const claims = decodeJwt(String(token));
    if (!Array.isArray(claims.games) || !claims.games.includes(gameId)) {
      return ws.close(1008, 'not assigned to this game');
    }
    session = { scorekeeper: claims.sub, gameId, game: roster.value };
    ws.send(JSON.stringify({ type: 'ready', score: { home: session.game.home, away: session.game.away } }));

    ws.on('message', (data) => {
      let event;
      try {
        event = JSON.parse(data.toString());
      } catch {
        return;
      }
      const applied = applyEvent(session.game, event, session.scorekeeper);
      if (applied) scoreboard.emit('update', { gameId: session.gameId, event: applied });
    });
  });
});

scoreboard.on('update', ({ gameId, event }) => {
  const game = games.get(gameId);
  const message = JSON.stringify({ type: 'score', gameId, home: game.home, away: game.away, event });
  for (const client of wss.clients) {
    if (client.readyState === client.OPEN) client.send(message);
  }
});

console.log('scorekeeper socket listening');
