// Express endpoint ingesting XML batches of interval meter readings from grid operators
const express = require('express');
const libxmljs = require('libxmljs');
const { insertReadings } = require('./readings-repo');

const router = express.Router();
const MAX_READINGS = 5000;

function parseBatch(xml) {
  const doc = libxmljs.parseXml(xml, { noent: false, nonet: true, noblanks: true });
  const operator = doc.get('/ReadingBatch/@operatorId');
  const readings = doc.find('/ReadingBatch/Reading').slice(0, MAX_READINGS).map((node) => ({
    meterId: node.attr('meter') ? node.attr('meter').value() : null,
    timestamp: node.get('Timestamp') ? node.get('Timestamp').text() : null,
    kwh: Number(node.get('Kwh') ? node.get('Kwh').text() : NaN),
  }));
  return { operatorId: operator ? operator.value() : null, readings };
}

router.post(
  '/operators/readings',
  express.text({ type: ['application/xml', 'text/xml'], limit: '2mb' }),
  async (req, res) => {
    let batch;
    try {
      batch = parseBatch(req.body);
    } catch (err) {
      return res.status(400).json({ error: 'malformed XML batch' });
    }
    const invalid = batch.readings.filter((r) => !r.meterId || !r.timestamp || !Number.isFinite(r.kwh));
    if (!batch.operatorId || invalid.length) {
      return res.status(422).json({
        error: 'batch rejected',
        operatorId: batch.operatorId,
        invalid: invalid.slice(0, 10),
      });
    }
    await insertReadings(batch.operatorId, batch.readings);
    res.status(202).json({ accepted: batch.readings.length });
  },
);

module.exports = router;
