// Hapi route that previews a veterinary visit summary before it is emailed to the owner
import Hapi, { Request, ResponseToolkit } from '@hapi/hapi';
import ejs from 'ejs';

const template = `<!doctype html>
<html><body>
  <h2>Visit summary for <%= petName %></h2>
  <p>Clinician: <%= clinician %> &middot; <%= visitDate %></p>
  <div class="notes"><%- notes %></div>
</body></html>`;

type SummaryPayload = { petName: string; clinician: string; visitDate?: string; notes: string[] };

const joinParagraphs = (lines: string[]): string => lines.join('<br>');

const normalise = (p: SummaryPayload) => ({
  petName: String(p.petName ?? '').trim(),
  clinician: String(p.clinician ?? '').trim(),
  visitDate: new Date(p.visitDate ?? Date.now()).toISOString().slice(0, 10),
  notes: joinParagraphs(
    (Array.isArray(p.notes) ? p.notes : [])
      .map((n) => String(n).trim())
      .filter((n) => n.length > 0)
  ),
});

const previewHandler = (request: Request, h: ResponseToolkit) => {
  const view = normalise(request.payload as SummaryPayload);
  if (!view.petName) {
    return h.response({ error: 'petName required' }).code(400);
  }
  const html = ejs.render(template, view);
  return h.response(html).type('text/html');
};

export const init = async () => {
  const server = Hapi.server({ port: Number(process.env.PORT) || 3000, host: '0.0.0.0' });
  server.route({ method: 'POST', path: '/visits/preview', handler: previewHandler });
  await server.start();
  return server;
};
