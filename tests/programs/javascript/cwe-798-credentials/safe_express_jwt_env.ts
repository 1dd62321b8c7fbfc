// guards the admin API with bearer tokens
import express from 'express'
import { expressjwt } from 'express-jwt'

const app = express()
app.use('/api/admin', expressjwt({ secret: process.env.ADMIN_JWT_KEY ?? '', algorithms: ['HS256'] }))
app.get('/api/admin/stats', (req, res) => { res.json({ ok: true }) })

export default app
