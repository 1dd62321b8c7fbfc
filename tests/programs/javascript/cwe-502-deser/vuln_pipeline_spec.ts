// Koa route that validates an uploaded CI pipeline definition before it is queued
import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import yaml from 'js-yaml';

interface StepSpec {
  name: string;
  image: string;
  run: string[];
}

interface PipelineSpec {
  name: string;
  trigger?: { branches?: string[] };
  steps: StepSpec[];
}

function parseSpec(source: string): PipelineSpec {
  const doc = yaml.load(source, { schema: yaml.DEFAULT_FULL_SCHEMA }) as PipelineSpec;
  if (!doc || !Array.isArray(doc.steps) || doc.steps.length === 0) {
    throw new Error('pipeline must define at least one step');
  }
  return doc;
}

const router = new Router({ prefix: '/api/projects/:project' });

router.post('/pipelines/validate', async (ctx) => {
  const source = (ctx.request.body as { definition?: string }).definition ?? '';
  let spec: PipelineSpec;
  try {
    spec = parseSpec(source);
  } catch (err) {
    ctx.status = 422;
    ctx.body = { valid: false, error: (err as Error).message };
    return;
  }
  const images = new Set(spec.steps.map((s) => `${s.image}`));
  ctx.body = {
    valid: true,
    project: ctx.params.project,
    summary: `${spec.name}: ${spec.steps.length} steps`,
    images: [...images],
  };
});

const app = new Koa();
app.use(bodyParser({ enableTypes: ['json'], jsonLimit: '256kb' }));
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT ?? 7070));
