// Hapi route filtering the in-memory audit log by a user-supplied search term
import Hapi from '@hapi/hapi';

interface AuditEntry {
  at: string;
  actor: string;
  action: string;
  detail: string;
}

const auditLog: AuditEntry[] = [];

export function record(actor: string, action: string, detail: string): void {
  auditLog.push({ at: new Date().toISOString(), actor, action, detail });
  if (auditLog.length > 10_000) auditLog.shift();
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function compileMatcher(term: string, caseInsensitive: boolean): RegExp {
  return new RegExp(escapeRegExp(term), caseInsensitive ? 'i' : '');
}

function search(term: string, caseInsensitive: boolean, limit: number): AuditEntry[] {
  const matcher = compileMatcher(term, caseInsensitive);
  const hits: AuditEntry[] = [];
  for (const entry of auditLog) {
    if (matcher.test(entry.detail) || matcher.test(entry.actor)) {
      hits.push(entry);
      if (hits.length >= limit) break;
    }
  }
  return hits;
}

export async function start(): Promise<Hapi.Server> {
  const server = Hapi.server({ port: Number(process.env.PORT || 3000) });
  server.route({
    method: 'GET',
    path: '/audit/search',
    handler: (request, h) => {
      const term = String(request.query.q || '');
      if (term.length === 0 || term.length > 100) {
        return h.response({ error: 'q must be 1-100 characters' }).code(400);
      }
      const limit = Math.min(Number(request.query.limit) || 50, 500);
      return { entries: search(term, request.query.ci === '1', limit) };
    },
  });
  await server.start();
  return server;
}
