// A regex or trim test: iso chain js (written in review)
const { execSync } = require('child_process')
function a (req, res) { const n = req.query.n; if (new RegExp('[a-z]+').test(n)) { execSync('echo ' + n) } }
function b (req, res) { const n = req.query.n; if (RegExp('x').test(n)) { execSync('echo ' + n) } }
