// A workshop portal program of the h67 set (cwe-347-jwt).
// harp makers: customer portal to follow the build stages of a commissioned harp
const { Hono } = require('hono');
const { serve } = require('@hono/node-server');
const { zValidator } = require('@hono/zod-validator');
const { sign, verify } = require('hono/jwt');
const { z } = require('zod');

const PORTAL_SECRET = process.env.PORTAL_JWT_SECRET;

const STAGES = ['design', 'soundbox', 'neck-and-pillar', 'stringing', 'regulation', 'finished'];

class BuildTracker {
  constructor() {
    this.builds = new Map([
      ['C-2031', { customerId: 'cust-118', model: 'Pedal 47', stage: 'soundbox', photos: 6 }],
      ['C-2034', { customerId: 'cust-204', model: 'Lever 34', stage: 'stringing', photos: 11 }],
    ]);
  }

  forCustomer(customerId) {
    return [...this.builds.entries()]
      .filter(([, b]) => b.customerId === customerId)
      .map(([ref, b]) => ({ ref, ...b, progress: (STAGES.indexOf(b.stage) + 1) / STAGES.length }));
  }

  note(ref, customerId, text) {
    const build = this.builds.get(ref);
    if (!build || build.customerId !== customerId) return null;
    build.notes = [...(build.notes || []), { text, at: new Date().toISOString() }];
    return build;
  }
}

const loginSchema = z.object({
  customerId: z.string().regex(/^cust-\d{3,6}$/),
  accessCode: z.string().length(10),
});

const noteSchema = z.object({ text: z.string().min(1).max(500) });

async function readCustomer(c) {
  const auth = c.req.header('Authorization') || '';
  const token = auth.replace(/^Bearer\s+/i, '');
  if (!token) return null;
  try {
    const payload = await verify(token, PORTAL_SECRET, 'HS256');
    return payload.sub;
  } catch {
    return null;
  }
}

function createApp({ tracker, accessCodes }) {
  const app = new Hono();

  app.post('/login', zValidator('json', loginSchema), async (c) => {
    const { customerId, accessCode } = c.req.valid('json');
    if (accessCodes.get(customerId) !== accessCode) return c.json({ error: 'unknown customer' }, 401);
    const exp = Math.floor(Date.now() / 1000) + 60 * 60 * 8;
    return c.json({ token: await sign({ sub: customerId, exp }, PORTAL_SECRET, 'HS256') });
  });

  app.use('/builds/*', async (c, next) => {
    const customerId = await readCustomer(c);
    if (!customerId) return c.json({ error: 'sign in required' }, 401);
    c.set('customerId', customerId);
    await next();
  });

  app.get('/builds/mine', (c) => c.json(tracker.forCustomer(c.get('customerId'))));

  app.post('/builds/:ref/notes', zValidator('json', noteSchema), (c) => {
    const build = tracker.note(c.req.param('ref'), c.get('customerId'), c.req.valid('json').text);
    return build ? c.json(build) : c.json({ error: 'not found' }, 404);
  });

  return app;
}

const accessCodes = new Map([['cust-118', process.env.DEMO_CODE_118 || ''], ['cust-204', process.env.DEMO_CODE_204 || '']]);
serve({ fetch: createApp({ tracker: new BuildTracker(), accessCodes }).fetch, port: 8788 });

module.exports = { createApp, readCustomer };
