// Express handler rendering a clinic visit summary written in Markdown by the patient
import express, { Request, Response } from 'express';
import { marked } from 'marked';

interface VisitSummary {
  visitId: string;
  clinician: string;
  patientNotes: string;
}

const router = express.Router();
const drafts = new Map<string, VisitSummary>();

function stripScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
}

function renderPage(summary: VisitSummary, notesHtml: string): string {
  return [
    '<!doctype html><html><head><meta charset="utf-8"><title>Visit summary</title></head><body>',
    `<h1>Visit ${encodeURIComponent(summary.visitId)}</h1>`,
    `<section class="notes">${notesHtml}</section>`,
    '</body></html>',
  ].join('\n');
}

router.put('/visits/:visitId/summary', express.json({ limit: '64kb' }), (req: Request, res: Response) => {
  const notes = typeof req.body.notes === 'string' ? req.body.notes : '';
  drafts.set(req.params.visitId, {
    visitId: req.params.visitId,
    clinician: String(req.body.clinician ?? ''),
    patientNotes: notes,
  });
  res.status(204).end();
});

router.get('/visits/:visitId/summary', async (req: Request, res: Response) => {
  const summary = drafts.get(req.params.visitId);
  if (!summary) {
    return res.status(404).send('No summary for this visit');
  }
  const rendered = await marked.parse(summary.patientNotes, { gfm: true, breaks: true });
  res.type('html').send(renderPage(summary, stripScripts(rendered)));
});

export default router;
