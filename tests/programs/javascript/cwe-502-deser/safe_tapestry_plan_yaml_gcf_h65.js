// A tapestry plan yaml gcf program of the h65 set (cwe-502-deser).
'use strict';

// Cloud Function that imports a conservation plan for a tapestry. Partner
// studios and private owners upload the plan as YAML (one entry per stage:
// wet cleaning, support lining, weft-loss couching, ...). The plan is checked
// and stored in Firestore so the restorers can schedule the table time.
// Uses js-yaml 3.x.

const functions = require('@google-cloud/functions-framework');
const { Firestore, FieldValue } = require('@google-cloud/firestore');
const yaml = require('js-yaml');

const db = new Firestore();
const STAGE_KINDS = new Set(['survey', 'wet-clean', 'support-lining', 'couching', 'reweaving', 'mounting']);
const MAX_BODY = 256 * 1024;

function parsePlan(text) {
  return yaml.load(text, { schema: yaml.CORE_SCHEMA });
}

function checkPlan(plan) {
  if (!plan || typeof plan !== 'object') {
    throw new Error('the plan is empty');
  }
  if (typeof plan.tapestry !== 'string' || plan.tapestry.length > 120) {
    throw new Error('plan.tapestry must name the piece');
  }
  if (!Array.isArray(plan.stages) || plan.stages.length === 0 || plan.stages.length > 30) {
    throw new Error('plan.stages must list between 1 and 30 stages');
  }
  return {
    tapestry: plan.tapestry,
    owner: typeof plan.owner === 'string' ? plan.owner.slice(0, 120) : null,
    stages: plan.stages.map((stage, i) => {
      if (!STAGE_KINDS.has(stage.kind)) {
        throw new Error(`stage ${i + 1}: unknown kind`);
      }
      const days = Number(stage.days);
      if (!Number.isInteger(days) || days < 1 || days > 90) {
        throw new Error(`stage ${i + 1}: days must be between 1 and 90`);
      }
      return { kind: stage.kind, days, notes: typeof stage.notes === 'string' ? stage.notes.slice(0, 2000) : '' };
    }),
  };
}

functions.http('importConservationPlan', async (req, res) => {
  if (req.method !== 'POST') {
    res.set('Allow', 'POST').status(405).end();
    return;
  }
  const raw = req.rawBody;
  if (!raw || raw.length === 0 || raw.length > MAX_BODY) {
    res.status(400).json({ error: 'send the plan as a YAML body of at most 256 KiB' });
    return;
  }

  let plan;
  try {
    plan = checkPlan(parsePlan(raw.toString('utf8')));
  } catch (err) {
    res.status(422).json({ error: err instanceof yaml.YAMLException ? 'the YAML could not be read' : err.message });
    return;
  }

  const ref = await db.collection('conservationPlans').add({
    ...plan,
    totalDays: plan.stages.reduce((sum, s) => sum + s.days, 0),
    receivedAt: FieldValue.serverTimestamp(),
  });
  res.status(201).json({ id: ref.id, stages: plan.stages.length });
});
