// A terrarium climate program of the h64 set (cwe-918-ssrf).
'use strict';

const Hapi = require('@hapi/hapi');
const Wreck = require('@hapi/wreck');
const Joi = require('joi');

// cloud APIs of the climate controllers we fit into customer builds
const VENDOR_BASES = new Map([
  ['exo-terra', 'https://api.exo-terra.com/v2/devices/'],
  ['habistat', 'https://cloud.habistat.co.uk/api/controllers/'],
  ['inkbird', 'https://openapi.inkbird.com/v1/thermostats/'],
]);

const payloadSchema = Joi.object({
  controllers: Joi.array()
    .items(
      Joi.object({
        vendor: Joi.string().valid(...VENDOR_BASES.keys()).required(),
        deviceId: Joi.string().max(64).required(),
        zone: Joi.string().valid('basking', 'ambient', 'substrate', 'misting').default('ambient'),
      }),
    )
    .min(1)
    .max(12)
    .required(),
});

function readingsUrl(vendor, deviceId) {
  return new URL(`${deviceId}/readings?window=24h`, VENDOR_BASES.get(vendor));
}

async function fetchReadings(controller) {
  const url = readingsUrl(controller.vendor, controller.deviceId);
  const { payload } = await Wreck.get(url.toString(), {
    json: 'strict',
    timeout: 8000,
    redirects: 0,
    headers: { accept: 'application/json' },
  });
  const samples = Array.isArray(payload && payload.samples) ? payload.samples : [];
  const temps = samples.map((s) => Number(s.tempC)).filter(Number.isFinite);
  const humid = samples.map((s) => Number(s.humidityPct)).filter(Number.isFinite);
  const avg = (xs) => (xs.length ? Math.round((xs.reduce((a, b) => a + b, 0) / xs.length) * 10) / 10 : null);
  return { zone: controller.zone, vendor: controller.vendor, samples: samples.length, avgTempC: avg(temps), avgHumidityPct: avg(humid) };
}

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });

  server.route({
    method: 'POST',
    path: '/builds/{buildId}/climate-check',
    options: {
      validate: {
        params: Joi.object({ buildId: Joi.number().integer().positive().required() }),
        payload: payloadSchema,
      },
    },
    handler: async (request) => {
      const results = [];
      for (const controller of request.payload.controllers) {
        try {
          results.push(await fetchReadings(controller));
        } catch (err) {
          results.push({ zone: controller.zone, vendor: controller.vendor, error: 'controller unreachable' });
        }
      }
      return { buildId: request.params.buildId, zones: results };
    },
  });

  await server.start();
}

start();
