// Koa endpoint that imports a CI pipeline definition uploaded as YAML.
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const yaml = require('js-yaml');
const { savePipeline } = require('./pipelines');

function parsePipeline(text) {
  const doc = yaml.load(text, { schema: yaml.DEFAULT_FULL_SCHEMA });
  if (!doc || typeof doc !== 'object' || !Array.isArray(doc.steps)) {
    throw new Error('pipeline must define a list of steps');
  }
  return {
    name: String(doc.name || 'default'),
    steps: doc.steps.map((step, i) => ({ order: i, name: String(step.name), run: String(step.run) })),
  };
}

const router = new Router();

router.post('/projects/:id/pipeline', async (ctx) => {
  if (typeof ctx.request.body !== 'string') {
    ctx.throw(415, 'send the pipeline as text/yaml');
  }
  let pipeline;
  try {
    pipeline = parsePipeline(ctx.request.body);
  } catch (err) {
    ctx.throw(422, err.message);
  }
  await savePipeline(ctx.params.id, pipeline);
  ctx.status = 201;
  ctx.body = { name: pipeline.name, steps: pipeline.steps.length };
});

const app = new Koa();
app.use(bodyParser({ enableTypes: ['text'], extendTypes: { text: ['text/yaml', 'application/x-yaml'] } }));
app.use(router.routes());
app.listen(3008);
