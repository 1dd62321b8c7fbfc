// A shell timing program of the h64 set (cwe-094-code).
'use strict';

const fastify = require('fastify')({ logger: true });

// burst height curves are written by show designers as small formulas in t (seconds after lift)
const CURVE_CHARS = /^[0-9t +\-*\/().]+$/;

const SHELL_DEFAULTS = {
  'peony-3in': { liftMs: 2800, burstM: 90 },
  'chrysanthemum-4in': { liftMs: 3400, burstM: 120 },
  'willow-5in': { liftMs: 3900, burstM: 150 },
  'comet-2in': { liftMs: 2100, burstM: 60 },
};

const previewSchema = {
  params: { type: 'object', properties: { showId: { type: 'integer', minimum: 1 } } },
  body: {
    type: 'object',
    required: ['cues'],
    properties: {
      cues: {
        type: 'array',
        maxItems: 200,
        items: {
          type: 'object',
          required: ['shell', 'fireAt'],
          properties: {
            shell: { type: 'string', enum: Object.keys(SHELL_DEFAULTS) },
            fireAt: { type: 'number', minimum: 0 },
            burst: { type: 'object', properties: { curve: { type: 'string', maxLength: 120 } } },
          },
        },
      },
    },
  },
};

function compileCurve(curve) {
  if (!CURVE_CHARS.test(curve)) throw new Error(`curve "${curve}" contains unsupported characters`);
  return new Function('t', `"use strict"; return (${curve});`);
}

fastify.post('/shows/:showId/cues/preview', { schema: previewSchema }, async (request, reply) => {
  const { showId } = request.params;
  const timeline = [];

  for (const cue of request.body.cues) {
    const shell = SHELL_DEFAULTS[cue.shell];
    const curve = (cue.burst && cue.burst.curve) || `${shell.burstM} * (1 - (t - 1) * (t - 1))`;

    let heightAt;
    try {
      heightAt = compileCurve(curve);
    } catch (err) {
      return reply.code(400).send({ error: err.message });
    }

    const points = [];
    for (let t = 0; t <= 2; t += 0.25) {
      const h = Number(heightAt(t));
      points.push(Number.isFinite(h) ? Math.round(h * 10) / 10 : null);
    }
    timeline.push({ shell: cue.shell, burstAtMs: Math.round(cue.fireAt * 1000) + shell.liftMs, points });
  }

  timeline.sort((a, b) => a.burstAtMs - b.burstAtMs);
  return { showId, cues: timeline.length, timeline };
});

fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
