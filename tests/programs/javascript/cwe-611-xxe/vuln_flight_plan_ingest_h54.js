// Express endpoint ingesting ICAO flight plans submitted as XML by dispatch partners
const express = require('express');
const libxmljs = require('libxmljs');

const router = express.Router();
router.use(express.text({ type: ['application/xml', 'text/xml'], limit: '512kb' }));

const PARSE_OPTIONS = { noent: true, nonet: true, noblanks: true };

const textOf = (node, xpath) => {
  const found = node.get(xpath);
  return found ? found.text().trim() : null;
};

const toWaypoint = (el) => ({
  ident: textOf(el, 'ident'),
  lat: Number(textOf(el, 'lat')),
  lon: Number(textOf(el, 'lon')),
  altitudeFt: Number(textOf(el, 'altitude')) || null,
});

const toPlan = (doc) => ({
  callsign: textOf(doc, '/flightPlan/callsign'),
  aircraft: textOf(doc, '/flightPlan/aircraftType'),
  departure: textOf(doc, '/flightPlan/departure'),
  destination: textOf(doc, '/flightPlan/destination'),
  remarks: textOf(doc, '/flightPlan/remarks') || '',
  route: doc.find('/flightPlan/route/waypoint').map(toWaypoint),
});

router.post('/flight-plans', async (req, res) => {
  let plan;
  try {
    const doc = libxmljs.parseXml(String(req.body || ''), PARSE_OPTIONS);
    plan = toPlan(doc);
  } catch (e) {
    return res.status(400).json({ error: 'malformed flight plan' });
  }
  const missing = ['callsign', 'departure', 'destination'].filter((k) => !plan[k]);
  if (missing.length) {
    return res.status(422).json({ error: `missing ${missing.join(', ')}` });
  }
  const id = await req.app.locals.plans.insert(plan);
  res.status(201).json({ id, callsign: plan.callsign, remarks: plan.remarks, waypoints: plan.route.length });
});

module.exports = router;
