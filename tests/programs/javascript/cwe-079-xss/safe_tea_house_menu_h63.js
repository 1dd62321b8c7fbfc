// A tea house menu program of the h63 set (cwe-079-xss).
// Tea house website: menu search page rendered on the server with Hono.
import { Hono } from 'hono';
import { html } from 'hono/html';

const priceFormat = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

class TeaMenuRepository {
  constructor(items) {
    this.items = items;
  }

  search(term) {
    const needle = term.toLowerCase();
    return this.items.filter(
      (tea) => tea.name.toLowerCase().includes(needle) || tea.origin.toLowerCase().includes(needle),
    );
  }
}

class MenuSearchView {
  constructor(term, results) {
    this.term = term;
    this.results = results;
  }

  get heading() {
    if (!this.term) return 'Our full tea menu';
    return html`Teas matching <em>${this.term}</em>`;
  }
}

class MenuPageRenderer {
  render(view) {
    const rows = view.results.map(
      (tea) => html`<li><strong>${tea.name}</strong> &middot; ${tea.origin} &middot; ${priceFormat.format(tea.price)}</li>`,
    );
    return html`<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Menu - Jade Kettle Tea House</title></head>
  <body>
    <form method="get" action="/menu"><input name="q" value="${view.term}"><button>Search</button></form>
    <h1>${view.heading}</h1>
    <ul>${rows}</ul>
    <p>${view.results.length} teas found</p>
  </body>
</html>`;
  }
}

class MenuController {
  constructor(repository, renderer) {
    this.repository = repository;
    this.renderer = renderer;
  }

  show(c) {
    const term = (c.req.query('q') || '').slice(0, 100);
    const results = term ? this.repository.search(term) : this.repository.items;
    return c.html(this.renderer.render(new MenuSearchView(term, results)));
  }
}

const repository = new TeaMenuRepository([
  { name: 'Longjing', origin: 'Hangzhou', price: 7.5 },
  { name: 'Gyokuro', origin: 'Uji', price: 9.0 },
  { name: 'Tieguanyin', origin: 'Anxi', price: 8.25 },
  { name: 'Darjeeling First Flush', origin: 'Darjeeling', price: 6.75 },
]);
const controller = new MenuController(repository, new MenuPageRenderer());

const app = new Hono();
app.get('/menu', (c) => controller.show(c));

export default app;
