// Express route that authenticates warehouse kiosk operators against the staff XML roster
const express = require('express');
const fs = require('fs');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

const ROSTER_PATH = process.env.ROSTER_PATH || '/etc/kiosk/staff.xml';
const OPERATOR_QUERY = xpath.parse("/staff/operator[badge=$badge and pin=$pin and @active='true']");
let rosterDoc = null;

function roster() {
  if (!rosterDoc) {
    const xml = fs.readFileSync(ROSTER_PATH, 'utf8');
    rosterDoc = new DOMParser().parseFromString(xml, 'text/xml');
  }
  return rosterDoc;
}

function findOperator(badge, pin) {
  const node = OPERATOR_QUERY.select1({ node: roster(), variables: { badge, pin } });
  if (!node) return null;
  return {
    badge: xpath.select1('string(badge)', node),
    name: xpath.select1('string(name)', node),
    zone: xpath.select1('string(@zone)', node),
  };
}

const router = express.Router();
router.use(express.json());

router.post('/kiosk/login', (req, res) => {
  const badge = String(req.body.badge || '').trim();
  const pin = String(req.body.pin || '').trim();
  if (!badge || !pin) {
    return res.status(400).json({ error: 'badge and pin required' });
  }
  const operator = findOperator(badge, pin);
  if (!operator) {
    return res.status(401).json({ error: 'unknown operator' });
  }
  req.app.locals.audit?.log('kiosk-login', operator.badge);
  res.json({ operator });
});

module.exports = router;
