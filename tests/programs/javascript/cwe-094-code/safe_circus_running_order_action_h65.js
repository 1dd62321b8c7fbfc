// A circus running order action program of the h65 set (cwe-094-code).
'use server';

import JSON5 from 'json5';
import { revalidatePath } from 'next/cache';
import { prisma } from '@/lib/prisma';
import { requireRingManager } from '@/lib/auth';

// Ring managers paste the running order exported by the old show planner into
// the admin page. The planner writes JavaScript-style object literals
// (unquoted keys, single quotes, trailing commas) rather than strict JSON, e.g.
//   [{ act: 'Flying Karamazovs', minutes: 9, rigging: true, }, ...]

const MAX_ACTS = 40;

function parseRunningOrder(text) {
  return JSON5.parse(text);
}

function validateActs(value) {
  if (!Array.isArray(value) || value.length === 0 || value.length > MAX_ACTS) {
    throw new Error(`a running order must list between 1 and ${MAX_ACTS} acts`);
  }
  return value.map((item, index) => {
    const act = typeof item.act === 'string' ? item.act.trim() : '';
    const minutes = Number(item.minutes);
    if (!act || act.length > 80) {
      throw new Error(`act ${index + 1} has no name`);
    }
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 45) {
      throw new Error(`act ${index + 1} (${act}) needs a length between 1 and 45 minutes`);
    }
    return { position: index + 1, act, minutes, rigging: item.rigging === true };
  });
}

export async function importRunningOrder(prevState, formData) {
  const manager = await requireRingManager();
  const showId = String(formData.get('showId') || '');
  const text = String(formData.get('runningOrder') || '');

  if (!/^[0-9a-f-]{36}$/.test(showId)) {
    return { ok: false, error: 'choose a show first' };
  }
  if (text.length === 0 || text.length > 20000) {
    return { ok: false, error: 'paste the running order exported from the planner' };
  }

  let acts;
  try {
    acts = validateActs(parseRunningOrder(text));
  } catch (err) {
    return { ok: false, error: err instanceof SyntaxError ? 'the running order could not be read' : err.message };
  }

  await prisma.$transaction([
    prisma.runningOrderItem.deleteMany({ where: { showId } }),
    prisma.runningOrderItem.createMany({ data: acts.map((a) => ({ ...a, showId })) }),
    prisma.show.update({ where: { id: showId }, data: { runningOrderUpdatedBy: manager.id } }),
  ]);

  revalidatePath(`/shows/${showId}`);
  const total = acts.reduce((sum, a) => sum + a.minutes, 0);
  return { ok: true, acts: acts.length, totalMinutes: total };
}
