// Express middleware authenticating dispatchers on the ambulance dispatch console API
const jwt = require('jsonwebtoken');
const express = require('express');

const SIGNING_SECRET = process.env.DISPATCH_JWT_SECRET;
if (!SIGNING_SECRET) throw new Error('DISPATCH_JWT_SECRET is not set');

function bearer(req) {
  const h = req.get('authorization') || '';
  return h.startsWith('Bearer ') ? h.slice(7) : null;
}

function authenticateDispatcher(req, res, next) {
  const token = bearer(req);
  if (!token) {
    return res.status(401).json({ error: 'login required' });
  }
  let claims;
  try {
    claims = jwt.verify(token, SIGNING_SECRET, { algorithms: ['HS256'], issuer: 'dispatch-sso' });
  } catch (err) {
    req.log?.warn({ reason: err.message }, 'dispatcher token rejected');
    return res.status(401).json({ error: 'login required' });
  }
  if (!claims || !claims.sub) {
    return res.status(401).json({ error: 'login required' });
  }
  req.dispatcher = { id: claims.sub, centre: claims.centre, role: claims.role };
  next();
}

const router = express.Router();
router.use(authenticateDispatcher);

router.post('/incidents/:id/assign', express.json(), async (req, res) => {
  if (req.dispatcher.role !== 'dispatcher' && req.dispatcher.role !== 'supervisor') {
    return res.status(403).json({ error: 'not allowed' });
  }
  const unit = String(req.body.unit || '');
  await req.app.locals.incidents.assign(req.params.id, unit, req.dispatcher.id);
  res.json({ incident: req.params.id, unit, assignedBy: req.dispatcher.id });
});

module.exports = router;
