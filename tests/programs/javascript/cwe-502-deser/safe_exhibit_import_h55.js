// Koa endpoint where museum registrars upload YAML loan manifests describing objects for a travelling exhibition.
const Koa = require('koa');
const Router = require('@koa/router');
const bodyParser = require('koa-bodyparser');
const yaml = require('js-yaml');

class ManifestError extends Error {
  constructor(message) {
    super(message);
    this.status = 422;
  }
}

class LoanManifestParser {
  parse(text) {
    if (typeof text !== 'string' || text.length > 256 * 1024) {
      throw new ManifestError('manifest must be YAML text under 256 KB');
    }
    const doc = yaml.safeLoad(text);
    if (!doc || !Array.isArray(doc.objects)) throw new ManifestError('manifest needs an objects list');
    return doc;
  }
}

class ExhibitionLoanService {
  constructor(parser) {
    this.parser = parser;
    this.loans = [];
  }

  import(exhibitionId, text) {
    const manifest = this.parser.parse(text);
    const accepted = [];
    for (const item of manifest.objects) {
      if (!item || !item.accession) continue;
      accepted.push({ exhibitionId, accession: String(item.accession), lender: String(manifest.lender || 'unknown') });
    }
    this.loans.push(...accepted);
    return accepted.length;
  }
}

const service = new ExhibitionLoanService(new LoanManifestParser());
const router = new Router();

router.post('/exhibitions/:id/loans', async (ctx) => {
  try {
    const count = service.import(ctx.params.id, ctx.request.rawBody);
    ctx.status = 201;
    ctx.body = { imported: count };
  } catch (err) {
    ctx.status = err.status || 400;
    ctx.body = { error: err.message };
  }
});

const app = new Koa();
app.use(bodyParser({ enableTypes: ['text'], extendTypes: { text: ['application/x-yaml', 'text/yaml'] } }));
app.use(router.routes());
app.listen(3012);
