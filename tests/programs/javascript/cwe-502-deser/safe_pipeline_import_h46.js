// Koa endpoint that imports CI pipeline definitions uploaded as YAML documents
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const yaml = require('js-yaml');

const app = new Koa();
const router = new Router({ prefix: '/api' });
const pipelines = new Map();

function parseDefinition(text) {
  const doc = yaml.load(text, { schema: yaml.JSON_SCHEMA, json: true });
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.stages)) {
    throw new Error('definition must contain a stages list');
  }
  return doc;
}

function summarize(def) {
  return {
    name: `${def.name}`,
    stages: def.stages.map((s) => `${s.name}`),
    triggers: Array.isArray(def.on) ? def.on : [],
  };
}

router.post('/pipelines/:project', async (ctx) => {
  const text = ctx.request.rawBody;
  if (!text || text.length > 64 * 1024) {
    ctx.throw(413, 'definition too large or empty');
  }
  let definition;
  try {
    definition = parseDefinition(text);
  } catch (err) {
    ctx.throw(400, `invalid pipeline: ${err.message}`);
  }
  const summary = summarize(definition);
  pipelines.set(ctx.params.project, definition);
  ctx.status = 201;
  ctx.body = summary;
});

app.use(bodyParser({ enableTypes: ['text'], extendTypes: { text: ['application/x-yaml', 'text/yaml'] } }));
app.use(router.routes());
app.listen(3200);
