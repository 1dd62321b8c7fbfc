// only the scheme is checked before the server fetches the address
const express = require('express')
const axios = require('axios')

const app = express()

app.get('/preview', async (req, res) => {
  const url = String(req.query.url || '')
  if (!url.startsWith('https://')) {
    return res.status(422).end()
  }
  const { data } = await axios.get(url)
  res.send(String(data).slice(0, 300))
})

app.listen(3000)
