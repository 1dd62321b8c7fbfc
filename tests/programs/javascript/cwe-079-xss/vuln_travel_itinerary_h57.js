// Travel agency itinerary preview page rendered from query parameters through a small HTML builder
const express = require('express');

function escapeHtml(value) {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

class HtmlPageBuilder {
  constructor() {
    this.title = '';
    this.rows = [];
  }
  heading(text) {
    this.title = `<h1>${text}</h1>`;
    return this;
  }
  row(label, value) {
    this.rows.push(`<tr><th>${label}</th><td>${value}</td></tr>`);
    return this;
  }
  build() {
    return `<!doctype html><html><body>${this.title}<table>${this.rows.join('')}</table></body></html>`;
  }
}

class ItineraryRequest {
  constructor(q) {
    this.title = String(q.title || 'My trip');
    this.destination = String(q.destination || '');
    this.nights = Math.max(1, parseInt(q.nights, 10) || 1);
    this.traveller = String(q.traveller || '');
  }
}

class ItineraryPresenter {
  render(dto) {
    const destination = escapeHtml(dto.destination);
    const traveller = escapeHtml(dto.traveller);
    return new HtmlPageBuilder()
      .heading(dto.title)
      .row('Destination', destination)
      .row('Nights', dto.nights)
      .row('Lead traveller', traveller)
      .build();
  }
}

const presenter = new ItineraryPresenter();
const app = express();

app.get('/itinerary/preview', (req, res) => {
  const dto = new ItineraryRequest(req.query);
  res.type('html').send(presenter.render(dto));
});

module.exports = app;
