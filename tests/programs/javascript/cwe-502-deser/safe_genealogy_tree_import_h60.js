// A genealogy tree import program of the h60 set (cwe-502-deser).
'use strict';

const yaml = require('js-yaml');
const fastify = require('fastify')({ logger: true, bodyLimit: 2 * 1024 * 1024 });

// Researchers export family trees from desktop genealogy tools as YAML and
// upload them to the archive, where they are merged into the shared index.
const trees = new Map();

fastify.addContentTypeParser(['application/yaml', 'application/x-yaml', 'text/yaml'], { parseAs: 'string' }, (req, body, done) => {
  try {
    done(null, yaml.load(body, { schema: yaml.CORE_SCHEMA }));
  } catch (err) {
    err.statusCode = 400;
    done(err, undefined);
  }
});

const isPerson = (p) => p && typeof p === 'object' && typeof p.id === 'string' && typeof p.name === 'string';

const normalisePerson = (p) => ({
  id: p.id,
  name: String(p.name).trim(),
  born: p.born ? String(p.born) : null,
  died: p.died ? String(p.died) : null,
  parents: Array.isArray(p.parents) ? p.parents.map(String).slice(0, 2) : [],
  sources: Array.isArray(p.sources) ? p.sources.map(String) : [],
});

const validateTree = (doc) =>
  new Promise((resolve, reject) => {
    if (!doc || typeof doc !== 'object' || !Array.isArray(doc.people)) {
      return reject(Object.assign(new Error('document must contain a people list'), { statusCode: 422 }));
    }
    const invalid = doc.people.findIndex((p) => !isPerson(p));
    if (invalid !== -1) {
      return reject(Object.assign(new Error(`person #${invalid + 1} needs an id and a name`), { statusCode: 422 }));
    }
    return resolve(doc);
  });

const linkParents = (people) => {
  const ids = new Set(people.map((p) => p.id));
  return people.map((p) => ({ ...p, parents: p.parents.filter((id) => ids.has(id)) }));
};

fastify.post('/trees/:surname/import', async (request, reply) => {
  const surname = String(request.params.surname).toLowerCase();
  const people = await validateTree(request.body)
    .then((doc) => doc.people.map(normalisePerson))
    .then(linkParents);

  trees.set(surname, { importedAt: new Date().toISOString(), title: String(request.body.title || surname), people });
  return reply.code(201).send({ surname, people: people.length });
});

fastify.get('/trees/:surname', async (request, reply) => {
  const tree = trees.get(String(request.params.surname).toLowerCase());
  return tree ?? reply.code(404).send({ error: 'no tree for that surname' });
});

fastify.listen({ port: Number(process.env.PORT || 3000) }).catch((err) => {
  fastify.log.error(err);
  process.exit(1);
});
