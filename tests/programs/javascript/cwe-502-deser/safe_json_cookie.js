// restores the user preferences kept in a cookie
module.exports = function preferences () {
  return (req, res) => {
    const raw = Buffer.from(req.cookies.prefs || '', 'base64').toString()
    let prefs = {}
    try { prefs = JSON.parse(raw) } catch (e) { prefs = {} }
    res.json({ theme: prefs.theme || 'light' })
  }
}
