// A driving certificate register program of the h60 set (cwe-328-hash).
'use strict';

const crypto = require('crypto');
const Hapi = require('@hapi/hapi');
const Joi = require('joi');

// When a learner passes the school's advanced course, a PDF certificate is
// issued and its fingerprint stored. Insurers upload a certificate they were
// shown and the register confirms whether it is one we actually issued.
const FINGERPRINT_ALGORITHM = 'sha256';
const register = new Map();

const fingerprint = (buffer) => crypto.createHash(FINGERPRINT_ALGORITHM).update(buffer).digest('hex');

const issue = ({ learnerName, course, instructor }, pdf) => {
  const entry = {
    certificateNo: `ADV-${new Date().getFullYear()}-${String(register.size + 1).padStart(5, '0')}`,
    learnerName,
    course,
    instructor,
    issuedAt: new Date().toISOString(),
  };
  register.set(fingerprint(pdf), entry);
  return entry;
};

const lookup = (pdf) =>
  Promise.resolve(pdf)
    .then(fingerprint)
    .then((fp) => register.get(fp))
    .then((entry) => (entry ? { genuine: true, ...entry } : { genuine: false }));

const decodePdf = (base64) => {
  const pdf = Buffer.from(base64, 'base64');
  return pdf.subarray(0, 5).toString('latin1') === '%PDF-' ? pdf : null;
};

const makeServer = (port, host) =>
  Hapi.server({ port, host, routes: { payload: { maxBytes: 4 * 1024 * 1024 } } });

const init = async () => {
  // Issuing is only reachable from the school office network; verification is public.
  const office = makeServer(Number(process.env.OFFICE_PORT || 3001), process.env.OFFICE_HOST || '127.0.0.1');
  const publicSite = makeServer(Number(process.env.PORT || 3000), 'localhost');

  office.route({
    method: 'POST',
    path: '/certificates',
    options: {
      validate: {
        payload: Joi.object({
          learnerName: Joi.string().max(120).required(),
          course: Joi.string().valid('motorway', 'night-driving', 'eco-driving', 'winter').required(),
          instructor: Joi.string().max(80).required(),
          pdf: Joi.string().base64().required(),
        }),
      },
    },
    handler: (request, h) => {
      const pdf = decodePdf(request.payload.pdf);
      if (!pdf) return h.response({ error: 'not a PDF document' }).code(400);
      return h.response(issue(request.payload, pdf)).code(201);
    },
  });

  publicSite.route({
    method: 'POST',
    path: '/certificates/verify',
    options: { validate: { payload: Joi.object({ pdf: Joi.string().base64().required() }) } },
    handler: async (request, h) => {
      const pdf = decodePdf(request.payload.pdf);
      return pdf ? lookup(pdf) : h.response({ error: 'not a PDF document' }).code(400);
    },
  });

  await Promise.all([office.start(), publicSite.start()]);
};

init();
