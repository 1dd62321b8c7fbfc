// A zoo feeding ration program of the h60 set (cwe-094-code).
'use strict';

const vm = require('vm');
const Koa = require('koa');
const Router = require('@koa/router');
const { bodyParser } = require('@koa/bodyparser');

// Keepers plan tomorrow's food prep. Each species has a default ration
// formula (grams per day from body weight); a keeper may pick another formula
// for an individual animal, e.g. while it is pregnant or recovering.
const FORMULAS = {
  carnivoreMaintenance: 'weightKg * 1000 * 0.035',
  carnivoreFastDay: '0',
  primateFruit: 'weightKg * 1000 * 0.05 + 120',
  herbivoreBrowse: 'weightKg * 1000 * 0.02 + ageYears * 15',
  pregnancy: 'weightKg * 1000 * 0.045 * 1.25',
};

const animals = new Map([
  ['ZL-0042', { name: 'Kesi', species: 'lion', weightKg: 182, ageYears: 9, formula: 'carnivoreMaintenance' }],
  ['ZP-0117', { name: 'Mbeli', species: 'gorilla', weightKg: 96, ageYears: 14, formula: 'primateFruit' }],
  ['ZG-0008', { name: 'Twiga', species: 'giraffe', weightKg: 830, ageYears: 6, formula: 'herbivoreBrowse' }],
]);

const evaluateRation = (expression, animal) => {
  const grams = vm.runInNewContext(expression, { weightKg: animal.weightKg, ageYears: animal.ageYears }, { timeout: 50 });
  return Math.round(Number(grams));
};

const planFor = (override) => (entry) => {
  const [id, animal] = entry;
  const expression = FORMULAS[override[id] ?? animal.formula];
  return { id, name: animal.name, species: animal.species, grams: evaluateRation(expression, animal) };
};

const router = new Router();

router.post('/feeding/plan', async (ctx) => {
  const overrides = ctx.request.body?.overrides ?? {};
  if (typeof overrides !== 'object' || Array.isArray(overrides)) ctx.throw(400, 'overrides must be an object');

  const unknown = Object.keys(overrides).filter((id) => !animals.has(id));
  if (unknown.length) ctx.throw(400, `unknown animals: ${unknown.join(', ')}`);

  const badFormula = Object.values(overrides).find((name) => !Object.hasOwn(FORMULAS, name));
  if (badFormula !== undefined) ctx.throw(400, 'overrides must name one of the ration formulas');

  const plan = [...animals.entries()].map(planFor(overrides));
  ctx.body = {
    date: new Date(Date.now() + 86400000).toISOString().slice(0, 10),
    totalKg: plan.reduce((sum, p) => sum + p.grams, 0) / 1000,
    plan,
  };
});

const app = new Koa();
app.use(bodyParser());
app.use(router.routes()).use(router.allowedMethods());
app.listen(Number(process.env.PORT || 3000));
