// Elysia endpoint filtering a depot's open consignments by text found in driver notes
import { Elysia, t } from 'elysia';
import { listOpenConsignments, type Consignment } from './depot-repo';

interface NoteMatch {
  consignment: string;
  consignee: string;
  excerpt: string;
}

function excerptAround(note: string, index: number, length: number): string {
  const start = Math.max(0, index - 30);
  return note.slice(start, index + length + 30);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function buildMatcher(term: string): RegExp {
  return new RegExp(escapeRegExp(term), 'i');
}

function matchNotes(items: Consignment[], matcher: RegExp): NoteMatch[] {
  const out: NoteMatch[] = [];
  for (const c of items) {
    for (const note of c.driverNotes) {
      const m = matcher.exec(note);
      if (!m) continue;
      out.push({ consignment: c.reference, consignee: c.consignee, excerpt: excerptAround(note, m.index, m[0].length) });
      break;
    }
  }
  return out;
}

export const noteSearch = new Elysia({ prefix: '/depots' }).get(
  '/:depot/consignments/notes',
  async ({ params, query }) => {
    const items = await listOpenConsignments(params.depot);
    const matcher = buildMatcher(query.q);
    return { depot: params.depot, matches: matchNotes(items, matcher) };
  },
  {
    params: t.Object({ depot: t.String({ pattern: '^[A-Z]{3}[0-9]{2}$' }) }),
    query: t.Object({ q: t.String({ minLength: 2, maxLength: 120 }) }),
  },
);
