// A mill dye orders program of the h64 set (cwe-798-credentials).
'use strict';

const Hapi = require('@hapi/hapi');
const Wreck = require('@hapi/wreck');
const Joi = require('joi');

const DYEHOUSE_API = 'https://api.calder-dyestuffs.co.uk/v2';
const DYEHOUSE_API_KEY = 'cdx_live_8Kq2VfT7mZr4Np9LwHc3Ys6BdJe1GuXa5RtQ0hMv';

const dyehouse = Wreck.defaults({
  baseUrl: DYEHOUSE_API,
  headers: { Authorization: `Bearer ${DYEHOUSE_API_KEY}`, 'Content-Type': 'application/json' },
  timeout: 10000,
  json: 'strict',
});

const orderSchema = Joi.object({
  mill: Joi.string().valid('bankfield', 'lowther', 'shepherds-bridge').required(),
  orders: Joi.array()
    .items(
      Joi.object({
        colourway: Joi.string().pattern(/^[A-Z]{2}-[0-9]{3}$/).required(),
        fibre: Joi.string().valid('wool', 'cotton', 'linen', 'silk').required(),
        kg: Joi.number().positive().max(5000).required(),
        neededBy: Joi.date().iso().required(),
      }),
    )
    .min(1)
    .max(60)
    .required(),
});

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });

  // the dye kitchen batches its weekly orders per fibre before sending them to the dyestuff supplier
  server.route({
    method: 'POST',
    path: '/dye-kitchen/orders',
    options: { validate: { payload: orderSchema } },
    handler: async (request, h) => {
      const { mill, orders } = request.payload;

      const byFibre = new Map();
      for (const order of orders) {
        const list = byFibre.get(order.fibre) || [];
        list.push({ colourway: order.colourway, kg: order.kg, needed_by: order.neededBy.toISOString().slice(0, 10) });
        byFibre.set(order.fibre, list);
      }

      const submitted = [];
      for (const [fibre, lines] of byFibre) {
        lines.sort((a, b) => a.needed_by.localeCompare(b.needed_by));
        const { payload } = await dyehouse.post('/orders', {
          payload: JSON.stringify({ account_ref: mill, fibre, lines }),
        });
        submitted.push({ fibre, lines: lines.length, totalKg: lines.reduce((s, l) => s + l.kg, 0), supplierRef: payload.reference });
      }

      return h.response({ mill, submitted }).code(201);
    },
  });

  await server.start();
}

start();
