// A hunting lodge tag permit feed program of the h75 set (cwe-091-xml).
'use strict';

const express = require('express');
const axios = require('axios');
const { create } = require('xmlbuilder2');

const AGENCY_URL = process.env.AGENCY_FEED_URL || 'https://permits.wildlife.example.gov/api/tags';
const PERMIT_ID = /^[A-Z]{2}-\d{6}$/;
const SPECIES = new Set(['whitetail', 'elk', 'moose', 'turkey']);

class PermitError extends Error {
  constructor(message, status = 422) {
    super(message);
    this.name = 'PermitError';
    this.status = status;
  }
}

function validatePermit(body) {
  if (!body || typeof body !== 'object') {
    throw new PermitError('request body is required', 400);
  }
  if (!PERMIT_ID.test(body.permitId || '')) {
    throw new PermitError('permitId must look like XX-000000');
  }
  if (!SPECIES.has(body.species)) {
    throw new PermitError(`species ${body.species} is not open this season`);
  }
  if (typeof body.hunterName !== 'string' || body.hunterName.trim() === '') {
    throw new PermitError('hunterName is required');
  }
}

function buildTagXml(body, lodgeId) {
  const doc = create({ version: '1.0', encoding: 'UTF-8' })
    .ele('tagReport', { lodge: lodgeId })
    .ele('permit', { id: body.permitId });
  doc.ele('hunter').txt(body.hunterName);
  doc.ele('species').txt(body.species);
  doc.ele('notes').txt(String(body.notes || ''));
  return doc.end({ prettyPrint: true });
}

const app = express();
app.use(express.json({ limit: '32kb' }));

app.post('/lodge/tags', async (req, res) => {
  try {
    validatePermit(req.body);
  } catch (err) {
    return res.status(err.status || 400).json({ error: err.message });
  }

  const xml = buildTagXml(req.body, process.env.LODGE_ID || 'north-ridge');
  let lastError;
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const reply = await axios.post(AGENCY_URL, xml, {
        headers: { 'Content-Type': 'application/xml' },
        timeout: 8000,
      });
      return res.status(202).json({ submitted: true, receipt: reply.data });
    } catch (err) {
      lastError = err;
      if (err.response && err.response.status < 500) {
        break;
      }
      console.warn(`[tags] agency call failed (attempt ${attempt}): ${err.message}`);
    }
  }
  const status = lastError.response ? lastError.response.status : 504;
  return res.status(502).json({ error: `agency rejected tag report (${status})` });
});

app.listen(Number(process.env.PORT) || 3400);
