// A ripening rules program of the h68 set (cwe-094-code).
// goat dairies: flags cheese batches in the ripening cave using rules the cheesemakers define
import { Hono } from 'hono';
import { serve } from '@hono/node-server';
import vm from 'node:vm';

const batches = new Map([
  ['CH-2291', { style: 'crottin', ageDays: 14, humidity: 91, tempC: 11.5, weightLossPct: 18, turns: 6 }],
  ['CH-2294', { style: 'tomme', ageDays: 63, humidity: 86, tempC: 12.2, weightLossPct: 11, turns: 20 }],
  ['CH-2301', { style: 'valencay', ageDays: 9, humidity: 94, tempC: 10.8, weightLossPct: 9, turns: 4 }],
]);

const rules = new Map();

const evaluateRule = ({ when }, batch) =>
  Boolean(vm.runInNewContext(when, structuredClone(batch), { timeout: 50 }));

const runRules = (batch) =>
  [...rules.values()].flatMap((rule) => {
    try {
      return evaluateRule(rule, batch) ? [{ rule: rule.name, action: rule.action }] : [];
    } catch (err) {
      return [{ rule: rule.name, error: err.message }];
    }
  });

const app = new Hono();

app.post('/rules', async (c) => {
  const { name, when, action = 'inspect' } = (await c.req.json().catch(() => ({}))) ?? {};
  if (!name || typeof when !== 'string') return c.json({ error: 'name and when are required' }, 400);
  if (when.length > 300) return c.json({ error: 'rule too long' }, 400);

  const rule = { name, when, action, createdAt: new Date().toISOString() };
  rules.set(name, rule);
  return c.json({ saved: rule, total: rules.size }, 201);
});

app.get('/rules', (c) => c.json([...rules.values()]));

app.get('/batches/alerts', (c) => {
  const style = c.req.query('style');
  const alerts = [...batches]
    .filter(([, batch]) => !style || batch.style === style)
    .map(([id, batch]) => ({ id, style: batch.style, hits: runRules(batch) }))
    .filter(({ hits }) => hits.length > 0);
  return c.json({ checkedAt: new Date().toISOString(), alerts });
});

app.put('/batches/:id', async (c) => {
  const id = c.req.param('id');
  const current = batches.get(id) ?? {};
  const patch = await c.req.json();
  const next = { ...current, ...Object.fromEntries(Object.entries(patch).filter(([, v]) => typeof v === 'number')) };
  batches.set(id, next);
  return c.json({ id, ...next, hits: runRules(next) });
});

// a sensible starting rule for fresh cheeses
rules.set('too-dry', { name: 'too-dry', when: 'humidity < 88 && ageDays < 21', action: 'mist' });

serve({ fetch: app.fetch, port: Number(process.env.PORT ?? 8801) });
