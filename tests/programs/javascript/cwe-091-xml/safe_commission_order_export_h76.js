// A studio ice sculptor commission order export program of the h76 set (cwe-091-xml).
'use strict';

const express = require('express');
const axios = require('axios');

const SUPPLIER = {
  baseURL: process.env.BLOCK_SUPPLIER_URL || 'https://orders.clearblock-ice.com',
  token: process.env.BLOCK_SUPPLIER_TOKEN,
};

const XML_ENTITIES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function escapeXml(value) {
  return String(value).replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch]);
}

function field(name, value) {
  return `<${name}>${escapeXml(value)}</${name}>`;
}

class CommissionSerializer {
  constructor(studioId) {
    this.studioId = studioId;
  }

  toXml(commission) {
    const blocks = commission.blocks
      .map((b) => `    <block>${field('size', b.size)}${field('clarity', b.clarity)}${field('count', b.count)}</block>`)
      .join('\n');
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<blockOrder studio="${escapeXml(this.studioId)}">`,
      `  ${field('client', commission.client)}`,
      `  ${field('event', commission.event)}`,
      `  ${field('deliverOn', commission.deliverOn)}`,
      `  ${field('notes', commission.notes)}`,
      '  <blocks>',
      blocks,
      '  </blocks>',
      '</blockOrder>',
    ].join('\n');
  }
}

class SupplierGateway {
  constructor(config, serializer) {
    this.serializer = serializer;
    this.http = axios.create({
      baseURL: config.baseURL,
      timeout: 10000,
      headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/xml' },
    });
  }

  async place(commission) {
    const body = this.serializer.toXml(commission);
    const response = await this.http.post('/v1/block-orders', body);
    return response.data;
  }
}

function normalizeCommission(body) {
  const blocks = Array.isArray(body.blocks) ? body.blocks.slice(0, 40) : [];
  return {
    client: String(body.client || ''),
    event: String(body.event || ''),
    deliverOn: String(body.deliverOn || ''),
    notes: String(body.notes || ''),
    blocks: blocks.map((b) => ({
      size: String(b.size || 'standard'),
      clarity: String(b.clarity || 'clear'),
      count: Math.max(1, Math.min(200, Number.parseInt(b.count, 10) || 1)),
    })),
  };
}

const gateway = new SupplierGateway(SUPPLIER, new CommissionSerializer(process.env.STUDIO_ID || 'frostworks-07'));
const app = express();
app.use(express.json({ limit: '64kb' }));

app.post('/commissions', async (req, res) => {
  const commission = normalizeCommission(req.body);
  if (!commission.client || commission.blocks.length === 0) {
    return res.status(400).json({ error: 'client and at least one block are required' });
  }
  try {
    const confirmation = await gateway.place(commission);
    res.status(201).json({ supplier: confirmation });
  } catch (err) {
    res.status(502).json({ error: 'supplier rejected the order' });
  }
});

app.listen(process.env.PORT || 4200);
