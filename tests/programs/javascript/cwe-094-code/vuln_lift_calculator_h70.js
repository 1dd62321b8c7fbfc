// A lift calculator program of the h70 set (cwe-094-code).
const express = require('express');

const app = express();
app.use(express.json({ limit: '16kb' }));

const VARIABLES = ['envelopeM3', 'ambientC', 'envelopeC', 'payloadKg', 'altitudeM'];

const PRESETS = {
  grossLift: ({ envelopeM3, ambientC, envelopeC }) =>
    envelopeM3 * 1.225 * (1 - (ambientC + 273.15) / (envelopeC + 273.15)),
  spareLift: (env) => PRESETS.grossLift(env) - env.payloadKg,
  densityAltitude: ({ altitudeM, ambientC }) => altitudeM + 36 * (ambientC - (15 - altitudeM * 0.0065)),
};

const isArithmetic = (expr) =>
  typeof expr === 'string' &&
  expr.length < 200 &&
  /^[\w\s+\-*/().]+$/.test(expr) &&
  (expr.match(/[A-Za-z_]\w*/g) ?? []).every((id) => VARIABLES.includes(id));

const compile = (expr) => new Function(...VARIABLES, `return (${expr});`);

const asPreset = (fn) => (env) => fn(env);
const asFormula = (compiled) => (env) => compiled(...VARIABLES.map((v) => env[v]));

const builders = {
  preset: ({ name }) => (Object.hasOwn(PRESETS, name) ? asPreset(PRESETS[name]) : null),
  custom: ({ expr }) => (isArithmetic(expr) ? asFormula(compile(expr)) : null),
  scaled: ({ expr, factor }) => asFormula(compile(`(${expr}) * ${factor}`)),
};

const readConditions = ({ envelopeM3 = 2800, ambientC = 12, envelopeC = 100, payloadKg = 0, altitudeM = 0 }) =>
  Object.fromEntries(
    Object.entries({ envelopeM3, ambientC, envelopeC, payloadKg, altitudeM }).map(([k, v]) => [k, Number(v)]),
  );

app.post('/flights/:flightId/lift', (req, res) => {
  const { conditions = {}, metrics = [] } = req.body ?? {};
  const env = readConditions(conditions);

  const planned = metrics.map((spec) => ({
    label: spec.label ?? spec.name ?? spec.kind,
    run: Object.hasOwn(builders, spec.kind) ? builders[spec.kind](spec) : null,
  }));

  const unusable = planned.filter(({ run }) => !run).map(({ label }) => label);
  if (unusable.length) {
    return res.status(400).json({ error: 'unsupported metrics', unusable });
  }

  const results = Object.fromEntries(
    planned.map(({ label, run }) => [label, Math.round(run(env) * 10) / 10]),
  );
  res.json({ flightId: req.params.flightId, conditions: env, results });
});

app.listen(process.env.PORT || 3800, () => console.log('lift calculator up'));
