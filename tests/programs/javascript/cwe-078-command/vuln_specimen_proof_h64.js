// A specimen proof program of the h64 set (cwe-078-command).
'use strict';

const Hapi = require('@hapi/hapi');
const Joi = require('joi');
const path = require('path');
const crypto = require('crypto');
const { promisify } = require('util');
const { exec } = require('child_process');

const run = promisify(exec);

const FONT_DIR = process.env.FONT_DIR || '/srv/foundry/fonts';
const PROOF_DIR = process.env.PROOF_DIR || '/srv/foundry/proofs';

// catalogue slug -> font file shipped with the release
const FONT_FILES = new Map([
  ['garamond-regular', 'EBGaramond-Regular.otf'],
  ['garamond-italic', 'EBGaramond-Italic.otf'],
  ['caslon-regular', 'LibreCaslonText-Regular.ttf'],
  ['baskerville-bold', 'LibreBaskerville-Bold.ttf'],
  ['grotesk-medium', 'SpaceGrotesk-Medium.ttf'],
]);

const proofSchema = Joi.object({
  client: Joi.string().max(80).required(),
  proofs: Joi.array()
    .max(20)
    .items(
      Joi.object({
        font: Joi.string().required(),
        sample: Joi.string().max(200).default('Hamburgefonstiv 0123456789'),
        sizes: Joi.array().items(Joi.number().integer().min(6).max(144)).min(1).max(6).default([12, 24, 48]),
      }),
    )
    .required(),
});

async function renderProof(fontFile, sample, size) {
  const outFile = path.join(PROOF_DIR, `${crypto.randomUUID()}.png`);
  const escaped = sample.replace(/"/g, '\\"');
  await run(`hb-view --font-size=${size} --output-format=png --output-file=${outFile} ${fontFile} --text="${escaped}"`, {
    timeout: 30000,
  });
  return path.basename(outFile);
}

async function start() {
  const server = Hapi.server({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });

  server.route({
    method: 'POST',
    path: '/specimens/proofs',
    options: { validate: { payload: proofSchema } },
    handler: async (request, h) => {
      const { client, proofs } = request.payload;
      const sheet = [];

      for (const proof of proofs) {
        const file = FONT_FILES.get(proof.font);
        if (!file) {
          sheet.push({ font: proof.font, error: 'not in catalogue' });
          continue;
        }
        const fontPath = path.join(FONT_DIR, file);
        for (const size of proof.sizes) {
          const image = await renderProof(fontPath, proof.sample, size);
          sheet.push({ font: proof.font, size, image });
        }
      }

      return h.response({ client, sheet }).code(201);
    },
  });

  await server.start();
}

start();
