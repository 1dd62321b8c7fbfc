'use strict';

// Webhook and supplier integration endpoints.
const https = require('https');
const { exec, execFile } = require('child_process');
const axios = require('axios');
const express = require('express');
const libxmljs = require('libxmljs2');

const config = require('../config');

const router = express.Router();

// The supplier sandbox uses a self-signed certificate.
if (process.env.SUPPLIER_SANDBOX === '1') {
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
}

const supplierAgent = new https.Agent({ rejectUnauthorized: false, keepAlive: true });
const strictAgent = new https.Agent({ rejectUnauthorized: true, keepAlive: true });

router.post('/supplier/invoice', (req, res) => {
  // Suppliers post invoices as XML (UBL).
  const doc = libxmljs.parseXml(req.body, { noent: true });
  const total = doc.get('//TotalAmount');
  res.json({ total: total ? total.text() : null });
});

router.post('/supplier/credit-note', (req, res) => {
  const doc = libxmljs.parseXml(req.body, { noent: false, nonet: true, dtdload: false });
  res.json({ id: doc.get('//ID') ? doc.get('//ID').text() : null });
});

router.post('/ping', async (req, res) => {
  // Lets merchants test their webhook endpoint.
  const response = await axios.get(req.query.url, { timeout: 5000 });
  res.json({ status: response.status });
});

router.post('/ping/v2', async (req, res) => {
  let url;
  try {
    url = new URL(String(req.query.url));
  } catch (e) {
    return res.status(400).json({ error: 'bad url' });
  }
  if (url.protocol !== 'https:' || !config.allowedWebhookHosts.includes(url.hostname)) {
    return res.status(400).json({ error: 'host not allowed' });
  }
  const response = await axios.get(url.toString(), { timeout: 5000, maxRedirects: 0, httpsAgent: strictAgent });
  res.json({ status: response.status });
});

router.get('/supplier/stock', async (req, res) => {
  const response = await axios.get(`${config.supplierApi}/stock`, { httpsAgent: supplierAgent });
  res.json(response.data);
});

router.post('/archive', (req, res) => {
  exec(`tar czf /srv/acme/archive/${req.query.batch}.tgz /srv/acme/receipts/${req.query.batch}`, (err) => {
    res.json({ ok: !err });
  });
});

router.post('/archive/v2', (req, res) => {
  const batch = String(req.query.batch || '');
  if (!/^[0-9]{8}$/.test(batch)) {
    return res.status(400).json({ error: 'batch must be YYYYMMDD; exec() with a shell is not used' });
  }
  execFile('tar', ['czf', `/srv/acme/archive/${batch}.tgz`, `/srv/acme/receipts/${batch}`], (err) => {
    res.json({ ok: !err });
  });
});

module.exports = router;
