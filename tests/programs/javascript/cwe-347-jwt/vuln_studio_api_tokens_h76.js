// A studio ice sculptor API token check program of the h76 set (cwe-347-jwt).
import express from 'express';
import { jwtVerify, EmbeddedJWK } from 'jose';

const ISSUER = process.env.TOKEN_ISSUER || 'https://login.frostworks-studio.com/';
const AUDIENCE = 'sculpture-api';

class TokenVerifier {
  constructor(keySource, options) {
    this.keySource = keySource;
    this.options = options;
  }

  async claims(token) {
    const { payload } = await jwtVerify(token, this.keySource, this.options);
    return payload;
  }
}

function bearerAuth(verifier, requiredScope) {
  return async (req, res, next) => {
    const header = req.get('authorization') || '';
    if (!header.startsWith('Bearer ')) {
      return res.status(401).json({ error: 'bearer token required' });
    }
    try {
      const claims = await verifier.claims(header.slice(7));
      const scopes = String(claims.scope || '').split(' ');
      if (requiredScope && !scopes.includes(requiredScope)) {
        return res.status(403).json({ error: `missing scope ${requiredScope}` });
      }
      req.user = { id: claims.sub, scopes };
      next();
    } catch (err) {
      res.status(401).json({ error: 'token rejected' });
    }
  };
}

class CommissionBoard {
  constructor() {
    this.items = new Map();
  }

  list() {
    return [...this.items.values()];
  }

  setStatus(id, status, by) {
    const item = this.items.get(id) || { id, history: [] };
    item.status = status;
    item.history.push({ status, by, at: new Date().toISOString() });
    this.items.set(id, item);
    return item;
  }
}

const verifier = new TokenVerifier(EmbeddedJWK, {
  issuer: ISSUER,
  audience: AUDIENCE,
  algorithms: ['RS256', 'ES256'],
});
const board = new CommissionBoard();
const app = express();
app.use(express.json());

app.get('/commissions', bearerAuth(verifier, 'commissions:read'), (req, res) => {
  res.json(board.list());
});

app.post('/commissions/:id/status', bearerAuth(verifier, 'commissions:write'), (req, res) => {
  const allowed = ['blocked', 'carving', 'polishing', 'delivered'];
  if (!allowed.includes(req.body.status)) {
    return res.status(400).json({ error: 'unknown status' });
  }
  res.json(board.setStatus(req.params.id, req.body.status, req.user.id));
});

app.listen(process.env.PORT || 5700);
