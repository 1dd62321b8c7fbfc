// A typeface catalogue program of the h64 set (cwe-643-xpath).
'use strict';

const fs = require('fs');
const fastify = require('fastify')({ logger: true });
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

// <catalogue><family name="Caslon"><face style="Italic" status="released" weights="400 700" licence="desktop web"/>...</family></catalogue>
const catalogue = new DOMParser().parseFromString(
  fs.readFileSync(process.env.TYPE_CATALOGUE_PATH || '/srv/foundry/catalogue.xml', 'utf8'),
  'text/xml',
);

const FAMILY_NAME = /^[A-Za-z][A-Za-z0-9 ]{1,40}$/;

const FACE_QUERY = xpath.parse("/catalogue/family[@name=$family]/face[@style=$style and @status='released']");

function findFaces(family, style) {
  return FACE_QUERY.select({ node: catalogue, variables: { family, style } });
}

const lookupSchema = {
  body: {
    type: 'object',
    required: ['requests'],
    properties: {
      requests: {
        type: 'array',
        maxItems: 25,
        items: {
          type: 'object',
          required: ['family', 'styles'],
          properties: {
            family: { type: 'string' },
            styles: { type: 'array', maxItems: 10, items: { type: 'string', maxLength: 40 } },
            licence: { type: 'string', enum: ['desktop', 'web', 'app', 'broadcast'] },
          },
        },
      },
    },
  },
};

// specimen-request form: which faces of which families does the client want proofs of
fastify.post('/specimens/lookup', { schema: lookupSchema }, async (request, reply) => {
  const available = [];
  const unavailable = [];

  for (const { family, styles, licence = 'desktop' } of request.body.requests) {
    if (!FAMILY_NAME.test(family)) {
      return reply.code(400).send({ error: `family name not recognised: ${family}` });
    }
    for (const style of styles) {
      const faces = findFaces(family, style);
      if (faces.length === 0) {
        unavailable.push({ family, style, reason: 'not cut' });
        continue;
      }
      const face = faces[0];
      const licences = (face.getAttribute('licence') || '').split(/\s+/);
      if (!licences.includes(licence)) {
        unavailable.push({ family, style, reason: `no ${licence} licence` });
        continue;
      }
      available.push({ family, style, weights: (face.getAttribute('weights') || '').split(/\s+/).map(Number) });
    }
  }

  available.sort((a, b) => a.family.localeCompare(b.family) || a.style.localeCompare(b.style));
  return { available, unavailable };
});

fastify.listen({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
