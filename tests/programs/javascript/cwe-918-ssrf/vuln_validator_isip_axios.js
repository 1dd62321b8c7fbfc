// Express route that proxies a camera snapshot from the given address.
const express = require('express')
const axios = require('axios')
const validator = require('validator')

const app = express()

app.get('/cameras/snapshot', async (req, res) => {
  const addr = req.query.addr
  if (!validator.isIP(addr)) {
    return res.status(400).end()
  }
  const r = await axios.get('http://' + addr + '/snapshot.jpg', { responseType: 'arraybuffer' })
  res.type('image/jpeg').send(r.data)
})

module.exports = app
