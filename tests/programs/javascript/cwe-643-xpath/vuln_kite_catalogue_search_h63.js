// A kite catalogue search program of the h63 set (cwe-643-xpath).
// Kite makers' co-operative: the showroom kiosk asks the catalogue service
// for kites by maker over Socket.IO. The catalogue is an XML export from the
// co-op's stock system, reloaded whenever the file changes. Prototypes and
// commissioned one-offs are in the same file with listed="no".
const fs = require('node:fs');
const { DOMParser } = require('@xmldom/xmldom');
const xpath = require('xpath');
const { Server } = require('socket.io');

class CatalogueStore {
  constructor(file) {
    this.file = file;
    this.doc = null;
    this.reload();
    fs.watchFile(file, { interval: 5000 }, () => this.reload());
  }

  reload() {
    const xml = fs.readFileSync(this.file, 'utf8');
    this.doc = new DOMParser().parseFromString(xml, 'text/xml');
  }

  getDocument() {
    return this.doc;
  }
}

class MakerQuery {
  constructor(payload) {
    this.maker = payload && typeof payload.maker === 'string' ? payload.maker.trim() : '';
    this.inStockOnly = Boolean(payload && payload.inStockOnly);
  }
}

class KiteFinder {
  constructor(store) {
    this.store = store;
  }

  byMaker(query) {
    const stock = query.inStockOnly ? ' and stock > 0' : '';
    const expression = `/catalogue/kite[@listed='yes' and maker='${query.maker}'${stock}]`;
    return xpath.select(expression, this.store.getDocument());
  }
}

class KiteCatalogueService {
  constructor(finder) {
    this.finder = finder;
  }

  search(query) {
    if (query.maker.length === 0 || query.maker.length > 60) {
      return [];
    }
    return this.finder.byMaker(query).map((node) => ({
      sku: node.getAttribute('sku'),
      name: xpath.select1('string(name)', node),
      type: xpath.select1('string(type)', node),
      spanCm: Number(xpath.select1('string(span)', node)),
      priceEur: Number(xpath.select1('string(price)', node)),
    }));
  }
}

const store = new CatalogueStore(process.env.CATALOGUE_XML || '/srv/kites/catalogue.xml');
const service = new KiteCatalogueService(new KiteFinder(store));
const io = new Server(Number(process.env.PORT || 4200));

io.of('/kiosk').on('connection', (socket) => {
  socket.on('catalogue:byMaker', (payload, ack) => {
    if (typeof ack !== 'function') return;
    try {
      ack({ kites: service.search(new MakerQuery(payload)) });
    } catch (err) {
      ack({ kites: [], error: 'catalogue unavailable' });
    }
  });
});
