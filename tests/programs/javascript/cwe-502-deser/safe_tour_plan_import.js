// Express endpoint that imports group tour plans written in YAML by travel agents
const express = require('express');
const yaml = require('js-yaml');
const { savePlan } = require('./tour-plans');

const router = express.Router();

function parsePlan(text) {
  const doc = yaml.load(text, { schema: yaml.JSON_SCHEMA });
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.stops)) {
    throw new Error('plan must contain a list of stops');
  }
  return doc;
}

function normalizeStops(stops) {
  return stops.slice(0, 50).map((stop, index) => ({
    order: index + 1,
    city: String(stop.city || '').trim(),
    nights: Math.max(0, parseInt(stop.nights, 10) || 0),
    hotel: stop.hotel ? String(stop.hotel) : null,
  }));
}

router.post(
  '/agents/:agentId/tour-plans',
  express.text({ type: ['application/x-yaml', 'text/yaml'], limit: '64kb' }),
  async (req, res) => {
    let plan;
    try {
      plan = parsePlan(req.body);
    } catch (err) {
      return res.status(400).json({ error: `could not read plan: ${err.message}` });
    }
    const stops = normalizeStops(plan.stops);
    const saved = await savePlan({
      agentId: req.params.agentId,
      title: `${plan.title || 'Untitled tour'}`,
      stops,
      totalNights: stops.reduce((sum, s) => sum + s.nights, 0),
    });
    res.status(201).json({ id: saved.id, stops: stops.length });
  },
);

module.exports = router;
