// Look up a city's weather through an internal API and show it as a page.
const express = require('express')
const app = express()

app.get('/weather', async (req, res) => {
  const city = req.query.city
  const r = await fetch('http://weather.internal/api/lookup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ city })
  })
  const data = await r.json()
  res.send('Weather for ' + city + ': ' + data.summary)
})

module.exports = app
