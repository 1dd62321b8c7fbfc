// A bell inscription program of the h67 set (cwe-079-xss).
// bell founders: preview how a dedication inscription will read around the waist of a commissioned bell
const express = require('express');
const { celebrate, Joi, Segments, errors } = require('celebrate');
const { Pool } = require('pg');
const escapeHtml = require('escape-html');

class BellRepository {
  constructor(pool) {
    this.pool = pool;
  }

  async findById(id) {
    const { rows } = await this.pool.query(
      'SELECT id, name, parish, weight_kg, note, diameter_mm FROM bell_commissions WHERE id = $1',
      [id],
    );
    return rows[0] || null;
  }
}

class InscriptionService {
  constructor(bells) {
    this.bells = bells;
  }

  // circumference in mm, and roughly how many letters fit in a single band
  layout(bell, text, font) {
    const circumference = Math.round(Math.PI * bell.diameter_mm);
    const letterWidth = font === 'gothic' ? 14 : font === 'uncial' ? 18 : 16;
    const capacity = Math.floor(circumference / letterWidth);
    return { circumference, capacity, bands: Math.max(1, Math.ceil(text.length / capacity)) };
  }
}

function renderPreview(bell, text, font, layout) {
  return `<!doctype html>
<html>
  <head>
    <meta charset="utf-8">
    <title>Inscription preview - ${escapeHtml(bell.name)}</title>
    <link rel="stylesheet" href="/static/foundry.css">
  </head>
  <body>
    <header><h1>${escapeHtml(bell.name)}</h1><p>${escapeHtml(bell.parish)} &middot; ${escapeHtml(bell.weight_kg)} kg &middot; ${escapeHtml(bell.note)}</p></header>
    <section class="band font-${escapeHtml(font)}">
      <p class="inscription">${escapeHtml(text)}</p>
    </section>
    <dl>
      <dt>Waist circumference</dt><dd>${layout.circumference} mm</dd>
      <dt>Letters per band</dt><dd>${layout.capacity}</dd>
      <dt>Bands required</dt><dd>${layout.bands}</dd>
    </dl>
  </body>
</html>`;
}

function buildApp({ bellRepository, inscriptionService }) {
  const app = express();

  app.get(
    '/bells/:bellId/inscription-preview',
    celebrate({
      [Segments.PARAMS]: Joi.object({
        bellId: Joi.number().integer().positive().required(),
      }),
      [Segments.QUERY]: Joi.object({
        text: Joi.string().trim().min(1).max(200).required(),
        font: Joi.string().valid('roman', 'gothic', 'uncial').default('roman'),
      }),
    }),
    async (req, res, next) => {
      try {
        const bell = await bellRepository.findById(req.params.bellId);
        if (!bell) return res.status(404).send('Bell not found');
        const { text, font } = req.query;
        const layout = inscriptionService.layout(bell, text, font);
        res.type('html').send(renderPreview(bell, text, font, layout));
      } catch (err) {
        next(err);
      }
    },
  );

  app.use(errors());
  return app;
}

if (require.main === module) {
  const bellRepository = new BellRepository(new Pool({ connectionString: process.env.DATABASE_URL }));
  const inscriptionService = new InscriptionService(bellRepository);
  buildApp({ bellRepository, inscriptionService }).listen(process.env.PORT || 3000);
}

module.exports = { buildApp };
