// Generates placeholder filler text for layout previews.
const WORDS = ['lorem', 'ipsum', 'dolor', 'sit', 'amet'];
const out = [];
function emit(token) {
  out.push(token);
}
function sentence(n) {
  for (let i = 0; i < n; i++) emit(WORDS[Math.floor(Math.random() * WORDS.length)]);
  return out.join(' ');
}
module.exports = { sentence };
