// Fastify service that answers book lookups by author from an XML catalogue file using xpath.
const fs = require('node:fs');
const path = require('node:path');
const Fastify = require('fastify');
const { DOMParser } = require('@xmldom/xmldom');
const xpath = require('xpath');

const CATALOG_FILE = process.env.CATALOG_FILE || path.join(__dirname, 'catalog.xml');

class Catalog {
  constructor(file) {
    const xml = fs.readFileSync(file, 'utf8');
    this.doc = new DOMParser().parseFromString(xml, 'text/xml');
  }

  booksBy(author) {
    const nodes = xpath
      .parse('//book[not(@restricted) and author=$author]')
      .select({ node: this.doc, variables: { author } });
    return nodes.map((node) => ({
      isbn: node.getAttribute('isbn'),
      title: xpath.select1('string(title)', node),
      year: Number(xpath.select1('string(year)', node)),
    }));
  }
}

const catalog = new Catalog(CATALOG_FILE);
const app = Fastify({ logger: true });

app.get('/books', {
  schema: { querystring: { type: 'object', required: ['author'], properties: { author: { type: 'string', maxLength: 100 } } } },
}, async (request) => {
  const author = request.query.author.trim();
  const books = catalog.booksBy(author);
  return { author, count: books.length, books };
});

app.listen({ port: 3000 });
