// Express middleware that identifies the caller from a bearer token before admin routes.
const express = require('express');
const jwt = require('jsonwebtoken');
const { listUsers, findUserByLogin } = require('./users');

const JWT_SECRET = process.env.JWT_SECRET;
const app = express();
app.use(express.json());

function readBearer(req) {
  const header = req.get('authorization') || '';
  const [scheme, token] = header.split(' ');
  return scheme === 'Bearer' && token ? token : null;
}

function requireUser(req, res, next) {
  const token = readBearer(req);
  if (!token) {
    return res.status(401).json({ error: 'missing token' });
  }
  let claims;
  try {
    claims = jwt.verify(token, JWT_SECRET, { algorithms: ['HS256'] });
  } catch (err) {
    return res.status(401).json({ error: 'invalid token' });
  }
  if (!claims || !claims.sub) {
    return res.status(401).json({ error: 'invalid token' });
  }
  req.user = { id: claims.sub, role: claims.role };
  next();
}

app.post('/auth/token', async (req, res) => {
  const user = await findUserByLogin(req.body.username, req.body.password);
  if (!user) return res.status(401).json({ error: 'bad credentials' });
  const token = jwt.sign({ sub: user.id, role: user.role }, JWT_SECRET, { algorithm: 'HS256', expiresIn: '1h' });
  res.json({ token });
});

app.get('/admin/users', requireUser, async (req, res) => {
  if (req.user.role !== 'admin') {
    return res.status(403).json({ error: 'admins only' });
  }
  res.json(await listUsers());
});

app.listen(process.env.PORT || 3000);
