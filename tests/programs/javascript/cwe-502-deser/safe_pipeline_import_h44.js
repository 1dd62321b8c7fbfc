// Koa endpoint importing CI pipeline definitions uploaded as YAML documents
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const yaml = require('js-yaml');

const PARSE_OPTIONS = { schema: yaml.JSON_SCHEMA, json: false };
const pipelines = new Map();

function parsePipeline(text) {
  const doc = yaml.load(text, PARSE_OPTIONS);
  if (!doc || typeof doc !== 'object') {
    throw new Error('document is empty');
  }
  if (!Array.isArray(doc.stages) || doc.stages.length === 0) {
    throw new Error('pipeline needs at least one stage');
  }
  return doc;
}

function summarize(doc) {
  return {
    name: `${doc.name}`,
    stages: doc.stages.map((s) => `${s.name}`),
    triggers: Array.isArray(doc.on) ? doc.on.map(String) : ['push'],
  };
}

const router = new Router({ prefix: '/projects/:project' });

router.put('/pipeline', async (ctx) => {
  const text = ctx.request.rawBody;
  if (typeof text !== 'string' || text.length > 64 * 1024) {
    ctx.throw(400, 'YAML body required (max 64KB)');
  }
  try {
    const summary = summarize(parsePipeline(text));
    pipelines.set(ctx.params.project, summary);
    ctx.body = summary;
  } catch (err) {
    ctx.throw(422, err.message);
  }
});

const app = new Koa();
app.use(bodyParser({ enableTypes: ['text'], extendTypes: { text: ['application/x-yaml', 'text/yaml'] } }));
app.use(router.routes());
module.exports = app;
