// A tour alert rules program of the h74 set (cwe-094-code).
'use strict';

const express = require('express');
const { EventEmitter } = require('node:events');
const { randomUUID } = require('node:crypto');

const app = express();
app.use(express.json());

const bookingEvents = new EventEmitter();
bookingEvents.setMaxListeners(500);

const rules = new Map(); // ruleId -> { partner, expression, listener }
const inbox = new Map(); // partner -> [notification]

const CLAUSE = /^(tour|groupSize|lang|night)\s*(==|!=|>=|<=|>|<)\s*(?:"([\w-]{1,40})"|(\d{1,4}))$/;
const COMPARE = {
  '==': (a, b) => a === b,
  '!=': (a, b) => a !== b,
  '>=': (a, b) => a >= b,
  '<=': (a, b) => a <= b,
  '>': (a, b) => a > b,
  '<': (a, b) => a < b,
};

function compileRule(expression) {
  const checks = expression.split('&&').map((part) => {
    const m = CLAUSE.exec(part.trim());
    if (!m) throw new Error(`unsupported clause "${part.trim()}"`);
    const [, field, op, text, num] = m;
    const expected = text !== undefined ? text : Number(num);
    return (booking) => COMPARE[op](booking[field], expected);
  });
  return (booking) => checks.every((check) => check(booking));
}

function notify(partner, ruleId, booking) {
  if (!inbox.has(partner)) inbox.set(partner, []);
  const list = inbox.get(partner);
  list.push({ ruleId, bookingId: booking.id, tour: booking.tour, at: new Date().toISOString() });
  if (list.length > 200) list.shift();
}

app.post('/partners/:partner/rules', (req, res) => {
  const expression = String(req.body?.expression || '').trim();
  if (!expression || expression.length > 300) {
    return res.status(400).json({ error: 'expression required (max 300 chars)' });
  }
  let predicate;
  try {
    predicate = compileRule(expression);
  } catch (err) {
    return res.status(400).json({ error: `cannot parse rule: ${err.message}` });
  }

  const ruleId = randomUUID();
  const partner = req.params.partner;
  const listener = (booking) => {
    try {
      if (predicate(booking)) notify(partner, ruleId, booking);
    } catch (err) {
      console.warn(`rule ${ruleId} failed on booking ${booking.id}: ${err.message}`);
    }
  };
  bookingEvents.on('booking', listener);
  rules.set(ruleId, { partner, expression, listener });
  res.status(201).json({ ruleId });
});

app.delete('/partners/:partner/rules/:ruleId', (req, res) => {
  const rule = rules.get(req.params.ruleId);
  if (!rule || rule.partner !== req.params.partner) return res.status(404).end();
  bookingEvents.off('booking', rule.listener);
  rules.delete(req.params.ruleId);
  res.status(204).end();
});

app.post('/bookings', (req, res) => {
  const booking = {
    id: randomUUID(),
    tour: String(req.body?.tour || 'old-town-lanterns'),
    groupSize: Number.parseInt(req.body?.groupSize, 10) || 1,
    lang: String(req.body?.lang || 'en'),
    night: String(req.body?.night || new Date().toISOString().slice(0, 10)),
  };
  // Fan out after responding so slow rules never hold up the booking form.
  setImmediate(() => bookingEvents.emit('booking', booking));
  res.status(201).json({ id: booking.id });
});

app.get('/partners/:partner/notifications', (req, res) => {
  res.json(inbox.get(req.params.partner) || []);
});

app.listen(Number(process.env.PORT || 3666), () => console.log('tour alert rules running'));
