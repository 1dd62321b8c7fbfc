// Game lobby API: player session tokens are checked against a rotating key ring before joining lobbies
const express = require('express');
const jwt = require('jsonwebtoken');

class KeyRing {
  constructor(env) {
    this.keys = [env.SESSION_KEY_CURRENT, env.SESSION_KEY_PREVIOUS].filter(Boolean);
  }
}

class SessionVerifier {
  constructor(keyRing) {
    this.keyRing = keyRing;
  }

  verify(token) {
    const decoded = jwt.decode(token, { complete: true });
    if (!decoded) return { ok: false, error: 'malformed token' };
    if (decoded.header.alg === 'none') {
      return { ok: false, error: 'unsigned tokens are not accepted' };
    }
    let lastError = null;
    for (const key of this.keyRing.keys) {
      try {
        return { ok: true, claims: jwt.verify(token, key, { algorithms: ['HS256'] }) };
      } catch (err) {
        lastError = err;
      }
    }
    return { ok: false, error: lastError ? lastError.message : 'no keys configured' };
  }
}

class LobbyService {
  constructor() {
    this.lobbies = new Map();
  }
  join(lobbyId, playerId) {
    const members = this.lobbies.get(lobbyId) || new Set();
    if (members.size >= 16) return { ok: false, error: 'lobby full' };
    members.add(playerId);
    this.lobbies.set(lobbyId, members);
    return { ok: true, players: [...members] };
  }
}

function sessionMiddleware(verifier) {
  return (req, res, next) => {
    const token = (req.get('authorization') || '').replace(/^Bearer\s+/i, '');
    const result = verifier.verify(token);
    if (!result.ok) return res.status(401).json({ error: result.error });
    req.player = result.claims;
    next();
  };
}

const verifier = new SessionVerifier(new KeyRing(process.env));
const lobbies = new LobbyService();
const app = express();
app.use('/lobbies', sessionMiddleware(verifier));

app.post('/lobbies/:lobbyId/join', (req, res) => {
  const result = lobbies.join(req.params.lobbyId, String(req.player.sub));
  res.status(result.ok ? 200 : 409).json(result);
});

module.exports = app;
