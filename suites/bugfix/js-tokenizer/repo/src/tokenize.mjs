import { STOPWORDS } from './stopwords.mjs';

const WORD = /[a-z0-9]+/g;

// Split text into lower-case words. Stop words are dropped unless keepStopwords is set.
export function tokenize(text, { keepStopwords = false } = {}) {
  const words = String(text).toLowerCase().match(WORD) || [];
  return keepStopwords ? words : words.filter((w) => !STOPWORDS.has(w));
}

// Wrap every occurrence of the query's words in <mark>...</mark>; the text is assumed to be
// already HTML-escaped.
export function highlight(text, query) {
  const wanted = new Set(tokenize(query));
  if (wanted.size === 0) return text;
  return text.replace(/[a-z0-9]+/gi, (word) => (wanted.has(word.toLowerCase()) ? `<mark>${word}</mark>` : word));
}
