// restores the user preferences kept in a cookie
const serialize = require('node-serialize')

module.exports = function preferences () {
  return (req, res) => {
    const raw = Buffer.from(req.cookies.prefs || '', 'base64').toString()
    const prefs = serialize.unserialize(raw)
    res.json({ theme: prefs.theme || 'light' })
  }
}
