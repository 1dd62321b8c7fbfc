// Express route looking up a title in the branch library's XML catalogue export by ISBN
import express, { Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';

const CATALOGUE_PATH = process.env.CATALOGUE_XML ?? '/srv/library/catalogue.xml';
const catalogue = new DOMParser().parseFromString(readFileSync(CATALOGUE_PATH, 'utf8'), 'text/xml');

const ISBN_SHAPE = /\d{9}[\dX]/;

interface CatalogueHit {
  title: string;
  author: string;
  shelfMark: string;
  copies: number;
}

function toHit(node: Node): CatalogueHit {
  const str = (expr: string) => xpath.select1(`string(${expr})`, node) as string;
  return {
    title: str('title'),
    author: str('author'),
    shelfMark: str('shelf'),
    copies: Number(str('count(copy)')),
  };
}

function findByIsbn(isbn: string): CatalogueHit[] {
  const expr = `//record[isbn='${isbn}' and @restricted='false']`;
  const nodes = xpath.select(expr, catalogue) as Node[];
  return nodes.map(toHit);
}

const router = express.Router();

router.get('/catalogue/isbn/:isbn', (req: Request, res: Response) => {
  const isbn = req.params.isbn.replace(/-/g, '');
  if (!ISBN_SHAPE.test(isbn)) {
    return res.status(400).json({ error: 'not an ISBN' });
  }
  const hits = findByIsbn(isbn);
  if (hits.length === 0) {
    return res.status(404).json({ error: 'not held at this branch' });
  }
  res.json({ isbn, hits });
});

export default router;
