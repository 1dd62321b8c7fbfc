// A appointment search program of the h68 set (cwe-079-xss).
// dog groomers: htmx fragment that lists upcoming grooming appointments matching a search
import { escape } from 'html-escaper';
import { listAppointments } from '@/lib/schedule';
import { getSalonSession } from '@/lib/auth';

export const dynamic = 'force-dynamic';

const SERVICES = new Map([
  ['bath', 'Bath & brush'],
  ['full', 'Full groom'],
  ['nails', 'Nail trim'],
  ['deshed', 'De-shedding treatment'],
]);

const formatSlot = (iso) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })
    .format(new Date(iso));

const matches = (needle) => ({ dogName = '', breed = '', ownerName = '' }) =>
  [dogName, breed, ownerName].some((field) => field.toLowerCase().includes(needle));

const row = ({ id, dogName, breed, ownerName, service, startsAt }) => `
  <li class="appt" data-id="${escape(String(id))}">
    <strong>${escape(dogName)}</strong> <span class="breed">${escape(breed ?? 'mixed')}</span>
    <span class="service">${escape(SERVICES.get(service) ?? service)}</span>
    <time datetime="${escape(startsAt)}">${formatSlot(startsAt)}</time>
    <span class="owner">${escape(ownerName)}</span>
  </li>`;

export async function GET(request) {
  const session = await getSalonSession(request);
  if (!session) return new Response('Unauthorized', { status: 401 });

  const params = request.nextUrl.searchParams;
  const q = params.get('q')?.trim() ?? '';
  const service = params.get('service') ?? undefined;
  const days = Math.min(Number(params.get('days') ?? 14) || 14, 60);

  const upcoming = await listAppointments({ salonId: session.salonId, days });
  const found = upcoming
    .filter((a) => !service || a.service === service)
    .filter(matches(q.toLowerCase()))
    .toSorted((a, b) => a.startsAt.localeCompare(b.startsAt));

  let body;
  if (found.length > 0) {
    body = `<ul class="appointments">${found.map(row).join('')}</ul>`;
  } else if (q) {
    body = `<p class="empty">No appointments for “${escape(q)}” in the next ${days} days.</p>`;
  } else {
    body = `<p class="empty">The book is clear for the next ${days} days.</p>`;
  }

  const next = found.at(0);
  return new Response(body, {
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'HX-Trigger': JSON.stringify({ appointmentsLoaded: { count: found.length, next: next?.id ?? null } }),
      'Cache-Control': 'no-store',
    },
  });
}
