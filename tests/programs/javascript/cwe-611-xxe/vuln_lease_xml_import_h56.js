// Property portal endpoint importing lease records uploaded as XML by partner brokerages
const express = require('express');
const libxmljs = require('libxmljs');

const app = express();
app.use(express.text({ type: ['application/xml', 'text/xml'], limit: '2mb' }));

const PARSE_OPTIONS = { noent: true, dtdload: true, noblanks: true };

const textAt = (node, xpath) => {
  const found = node.get(xpath);
  return found ? found.text().trim() : null;
};

const toLease = (node) => ({
  unit: textAt(node, 'unit'),
  tenant: textAt(node, 'tenant/name'),
  monthlyRent: Number(textAt(node, 'rent')) || 0,
  start: textAt(node, 'term/start'),
  end: textAt(node, 'term/end'),
});

const isComplete = (lease) => Boolean(lease.unit && lease.tenant && lease.start);

const parseLeases = (xml) => {
  const doc = libxmljs.parseXml(xml, PARSE_OPTIONS);
  return doc.find('//lease').map(toLease);
};

app.post('/brokerages/:id/leases/import', (req, res) => {
  if (typeof req.body !== 'string' || req.body.length === 0) {
    return res.status(415).json({ error: 'send application/xml' });
  }
  let leases;
  try {
    leases = parseLeases(req.body);
  } catch (err) {
    return res.status(400).json({ error: 'invalid XML' });
  }
  const accepted = leases.filter(isComplete);
  return res.json({
    brokerage: req.params.id,
    accepted: accepted.length,
    rejected: leases.length - accepted.length,
    preview: accepted.slice(0, 5),
  });
});

app.listen(8400);
