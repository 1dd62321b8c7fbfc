// A zoo animal lookup program of the h60 set (cwe-643-xpath).
'use strict';

const fs = require('fs/promises');
const path = require('path');
const Hapi = require('@hapi/hapi');
const Joi = require('joi');
const xpath = require('xpath');
const { DOMParser } = require('@xmldom/xmldom');

// The animal register is exported nightly from the studbook system as XML.
// Keepers look animals up by house name, optionally within one enclosure.
const REGISTER = path.resolve(process.env.ANIMAL_REGISTER || '/var/lib/zoo/register.xml');

const loadRegister = async () => new DOMParser().parseFromString(await fs.readFile(REGISTER, 'utf8'), 'text/xml');

const text = (node, expr) => {
  const found = xpath.select1(expr, node);
  return found ? found.textContent.trim() : null;
};

const toAnimal = (node) => ({
  id: node.getAttribute('id'),
  enclosure: node.getAttribute('enclosure'),
  name: text(node, 'name'),
  species: text(node, 'species'),
  keeper: text(node, 'keeper'),
  diet: text(node, 'diet'),
});

const findAnimals = (doc, { name, enclosure }) => {
  const byEnclosure = enclosure ? ' and @enclosure=$enclosure' : '';
  const expr = `/register/animal[name=$name${byEnclosure}]`;
  return xpath.parse(expr).select({ node: doc, variables: { name, enclosure: enclosure ?? '' } });
};

const init = async () => {
  let doc = await loadRegister();
  setInterval(() => loadRegister().then((d) => { doc = d; }).catch(() => undefined), 15 * 60 * 1000).unref();

  const server = Hapi.server({ port: Number(process.env.PORT || 3000), host: 'localhost' });

  server.route({
    method: 'GET',
    path: '/animals',
    options: {
      validate: {
        query: Joi.object({
          name: Joi.string().min(1).max(60).required(),
          enclosure: Joi.string().pattern(/^[A-Z]{2}-\d{2}$/),
        }),
      },
    },
    handler: (request, h) => {
      const matches = findAnimals(doc, request.query).map(toAnimal);
      return matches.length ? { matches } : h.response({ error: 'no animal with that name' }).code(404);
    },
  });

  await server.start();
};

init();
