import { tokenize, highlight } from './tokenize.mjs';

// An inverted index over help-center articles: { id, title, body }.
export class SearchIndex {
  constructor() {
    this.docs = new Map();
    this.postings = new Map(); // word -> Map(docId -> count)
  }

  add(doc) {
    if (this.docs.has(doc.id)) this.remove(doc.id);
    this.docs.set(doc.id, doc);
    const words = [...tokenize(doc.title), ...tokenize(doc.title), ...tokenize(doc.body)]; // title counts double
    for (const w of words) {
      if (!this.postings.has(w)) this.postings.set(w, new Map());
      const p = this.postings.get(w);
      p.set(doc.id, (p.get(doc.id) || 0) + 1);
    }
  }

  remove(id) {
    this.docs.delete(id);
    for (const [w, p] of this.postings) {
      p.delete(id);
      if (p.size === 0) this.postings.delete(w);
    }
  }

  // Articles containing every word of the query, best first.
  search(query) {
    const words = [...new Set(tokenize(query))];
    if (words.length === 0) return [];
    let ids = null;
    for (const w of words) {
      const p = this.postings.get(w);
      if (!p) return [];
      ids = ids === null ? new Set(p.keys()) : new Set([...ids].filter((id) => p.has(id)));
    }
    const scored = [...ids].map((id) => ({
      id,
      score: words.reduce((s, w) => s + this.postings.get(w).get(id), 0),
    }));
    scored.sort((a, b) => b.score - a.score || String(a.id).localeCompare(String(b.id)));
    return scored.map(({ id, score }) => ({
      id,
      score,
      title: highlight(this.docs.get(id).title, query),
    }));
  }
}
