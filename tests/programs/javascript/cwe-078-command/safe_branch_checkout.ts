// Koa routes that prepare a CI workspace by fetching and checking out a requested branch.
import Koa from 'koa';
import Router from 'koa-router';
import bodyParser from 'koa-bodyparser';
import { execFile } from 'child_process';
import { promisify } from 'util';

const execFileAsync = promisify(execFile);
const WORKSPACES = process.env.CI_WORKSPACES ?? '/srv/ci/workspaces';

interface CheckoutRequest {
  pipelineId: number;
  branch: string;
}

const BRANCH_PATTERN = /^(?!-)(?!.*\.\.)[A-Za-z0-9._\/-]{1,200}$/;

function parseCheckout(body: any): CheckoutRequest | null {
  const pipelineId = Number(body?.pipelineId);
  const branch = typeof body?.branch === 'string' ? body.branch.trim() : '';
  if (!Number.isInteger(pipelineId) || pipelineId <= 0) return null;
  if (!BRANCH_PATTERN.test(branch)) return null;
  return { pipelineId, branch };
}

async function checkoutBranch(req: CheckoutRequest): Promise<string> {
  const workdir = `${WORKSPACES}/${req.pipelineId}`;
  await execFileAsync('git', ['-C', workdir, 'fetch', '--prune', 'origin'], { timeout: 120_000 });
  const { stdout } = await execFileAsync('git', ['-C', workdir, 'checkout', req.branch, '--'], { timeout: 60_000 });
  return stdout;
}

const router = new Router({ prefix: '/pipelines' });

router.post('/checkout', async (ctx) => {
  const parsed = parseCheckout(ctx.request.body);
  if (!parsed) {
    ctx.status = 400;
    ctx.body = { error: 'invalid checkout request' };
    return;
  }
  try {
    const output = await checkoutBranch(parsed);
    ctx.body = { ok: true, pipelineId: parsed.pipelineId, output };
  } catch (err) {
    ctx.status = 500;
    ctx.body = { ok: false, error: 'checkout failed' };
  }
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());

export default app;
