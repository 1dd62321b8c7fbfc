// Veterinary drug formulary lookup: answers dosing questions from the clinic's cached XML formulary
import express from 'express';
import fs from 'fs';
import { DOMParser } from '@xmldom/xmldom';
import * as xpath from 'xpath';

const SPECIES = new Set(['canine', 'feline', 'equine', 'rabbit']);

class FormularyDocument {
  private doc: Node | null = null;
  private loadedAt = 0;

  constructor(private readonly file: string, private readonly ttlMs = 300000) {}

  get(): Node {
    if (!this.doc || Date.now() - this.loadedAt > this.ttlMs) {
      const xml = fs.readFileSync(this.file, 'utf8');
      this.doc = new DOMParser().parseFromString(xml, 'text/xml') as unknown as Node;
      this.loadedAt = Date.now();
    }
    return this.doc;
  }
}

interface DoseAnswer {
  drug: string;
  species: string;
  mgPerKg: string | null;
  route: string | null;
}

class FormularyRepository {
  constructor(private readonly source: FormularyDocument) {}

  findDose(drug: string, species: string): DoseAnswer {
    const expr = xpath.parse('//drug[@name=$drug]/dose[@species=$species]');
    const nodes = expr.select({ node: this.source.get(), variables: { drug, species } }) as Element[];
    const dose = nodes[0];
    return {
      drug,
      species,
      mgPerKg: dose ? dose.getAttribute('mgPerKg') : null,
      route: dose ? dose.getAttribute('route') : null,
    };
  }
}

class DosingService {
  constructor(private readonly repo: FormularyRepository) {}

  lookup(drug: string, species: string): DoseAnswer | { error: string } {
    if (!SPECIES.has(species)) return { error: 'unsupported species' };
    if (drug.length === 0 || drug.length > 80) return { error: 'drug name required' };
    return this.repo.findDose(drug, species);
  }
}

const source = new FormularyDocument(process.env.FORMULARY_XML ?? '/srv/vet/formulary.xml');
const service = new DosingService(new FormularyRepository(source));
const app = express();

app.get('/formulary/dose', (req, res) => {
  const result = service.lookup(String(req.query.drug ?? '').trim(), String(req.query.species ?? ''));
  res.status('error' in result ? 400 : 200).json(result);
});

export default app;
