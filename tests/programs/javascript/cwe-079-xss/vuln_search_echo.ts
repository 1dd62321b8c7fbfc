// Express search page that renders matching articles and the submitted query with Handlebars.
import express, { Request, Response } from 'express';
import Handlebars from 'handlebars';
import { searchArticles } from './articles';

const source = `
<section class="results">
  <h2>Results for "{{{query}}}"</h2>
  {{#if items.length}}
    <ol>{{#each items}}<li><a href="/a/{{slug}}">{{title}}</a></li>{{/each}}</ol>
  {{else}}
    <p>No articles matched your search.</p>
  {{/if}}
</section>`;

const template = Handlebars.compile(source);

function normalizeQuery(raw: unknown): string {
  const q = typeof raw === 'string' ? raw : '';
  return q.trim().slice(0, 200);
}

const app = express();

app.get('/search', async (req: Request, res: Response) => {
  const query = normalizeQuery(req.query.q);
  const items = query ? await searchArticles(query, { limit: 25 }) : [];
  const html = template({ query, items });
  res.set('Content-Type', 'text/html; charset=utf-8');
  res.send(html);
});

export default app;
