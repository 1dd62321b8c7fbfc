// Slug checker for article URLs
const SLUG_RULE = '^([a-z0-9]+-?)+$';
const slugRe = new RegExp(SLUG_RULE);

function isSlug(text) {
  return slugRe.test(text);
}

module.exports = { isSlug };
