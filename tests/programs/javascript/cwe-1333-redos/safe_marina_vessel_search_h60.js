// A marina vessel search program of the h60 set (cwe-1333-redos).
'use strict';

const fs = require('fs/promises');
const path = require('path');
const Hapi = require('@hapi/hapi');
const Joi = require('joi');

// Harbour office search box: staff type part of a boat name, a registration
// mark or an owner's surname and get matching vessels currently on a berth.
const REGISTER_FILE = path.resolve(process.env.VESSEL_REGISTER || '/var/lib/marina/vessels.json');

let vessels = [];

const loadRegister = () =>
  fs
    .readFile(REGISTER_FILE, 'utf8')
    .then(JSON.parse)
    .then((list) => list.filter((v) => v && v.name && v.berth))
    .then((list) => {
      vessels = list;
      return list.length;
    });

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const matcherFor = (term) => {
  const pattern = new RegExp(escapeRegExp(term), 'i');
  return (vessel) => [vessel.name, vessel.registration, vessel.ownerSurname].some((f) => f && pattern.test(f));
};

const pickFields = ({ name, registration, berth, lengthMetres, ownerSurname }) => ({
  name,
  registration,
  berth,
  lengthMetres,
  ownerSurname,
});

const search = (term, pier) =>
  vessels
    .filter((v) => !pier || v.berth.startsWith(pier))
    .filter(matcherFor(term))
    .slice(0, 50)
    .map(pickFields);

const init = async () => {
  const count = await loadRegister();
  const server = Hapi.server({ port: Number(process.env.PORT || 3000), host: 'localhost' });

  server.route({
    method: 'GET',
    path: '/vessels/search',
    options: {
      validate: {
        query: Joi.object({
          q: Joi.string().min(2).max(100).required(),
          pier: Joi.string().pattern(/^[A-H]$/),
        }),
      },
    },
    handler: (request) => {
      const { q, pier } = request.query;
      const results = search(q, pier);
      return { total: results.length, results };
    },
  });

  await server.start();
  server.log(['info'], `vessel register loaded (${count})`);
};

init();
