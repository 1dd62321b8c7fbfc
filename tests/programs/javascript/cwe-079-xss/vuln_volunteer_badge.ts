// Next.js API route that renders a printable volunteer badge card for event check-in
import type { NextApiRequest, NextApiResponse } from 'next';

interface BadgeData {
  displayName: string;
  role: string;
  shift: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch]);
}

const ROLES = new Set(['greeter', 'kitchen', 'driver', 'setup']);

class BadgeRenderer {
  render(badge: BadgeData): string {
    const shift = escapeHtml(badge.shift);
    return `<!doctype html><html><body>
      <div class="badge">
        <h1>${badge.displayName}</h1>
        <p class="role">${badge.role}</p>
        <p class="shift">${shift}</p>
      </div></body></html>`;
  }
}

class BadgeService {
  constructor(private readonly renderer: BadgeRenderer) {}

  card(input: BadgeData): string {
    const role = ROLES.has(input.role) ? input.role : 'volunteer';
    return this.renderer.render({ ...input, role });
  }
}

const badges = new BadgeService(new BadgeRenderer());

export default function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.status(405).end();
    return;
  }
  const input: BadgeData = {
    displayName: String(req.query.name ?? 'Guest'),
    role: String(req.query.role ?? ''),
    shift: String(req.query.shift ?? ''),
  };
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.status(200).send(badges.card(input));
}
