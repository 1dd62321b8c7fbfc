// A stained glass window specs program of the h63 set (cwe-611-xxe).
// Stained glass studio: designers upload window specifications exported from
// their cartoon-drawing software (XML). The studio API turns them into a
// cutting list for the glass cutters.
import { Hono } from 'hono';
import libxmljs from 'libxmljs2';

const PARSE_OPTIONS = { noblanks: true, noent: true, dtdload: true, nocdata: true };

class WindowSpecUpload {
  constructor(file, commission) {
    this.file = file;
    this.commission = commission;
  }
}

class WindowSpecParser {
  constructor(options) {
    this.options = options;
  }

  parse(xmlText) {
    const doc = libxmljs.parseXml(xmlText, this.options);
    const windowName = doc.get('/window/@name');
    const panels = doc.find('/window/panel').map((panel) => ({
      id: panel.attr('id') ? panel.attr('id').value() : '?',
      glass: panel.get('glass') ? panel.get('glass').text() : 'clear',
      areaCm2: Number(panel.get('area') ? panel.get('area').text() : 0),
      notes: panel.get('notes') ? panel.get('notes').text() : '',
    }));
    return { name: windowName ? windowName.value() : 'untitled', panels };
  }
}

class CuttingListService {
  constructor(parser) {
    this.parser = parser;
  }

  async build(upload) {
    if (!upload.file || typeof upload.file.text !== 'function') {
      throw new TypeError('spec file missing');
    }
    if (upload.file.size > 2 * 1024 * 1024) {
      throw new RangeError('spec file too large');
    }
    const spec = this.parser.parse(await upload.file.text());
    const byGlass = new Map();
    for (const panel of spec.panels) {
      byGlass.set(panel.glass, (byGlass.get(panel.glass) || 0) + panel.areaCm2);
    }
    return {
      commission: upload.commission,
      window: spec.name,
      panels: spec.panels,
      sheets: [...byGlass].map(([glass, areaCm2]) => ({ glass, areaCm2 })),
    };
  }
}

const service = new CuttingListService(new WindowSpecParser(PARSE_OPTIONS));
const app = new Hono();

app.post('/commissions/:id/window-spec', async (c) => {
  const body = await c.req.parseBody();
  const upload = new WindowSpecUpload(body['spec'], c.req.param('id'));
  try {
    return c.json(await service.build(upload), 201);
  } catch (err) {
    return c.json({ error: 'could not read window specification' }, 422);
  }
});

export default app;
