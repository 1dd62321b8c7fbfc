// token helpers for the shop API
import jwt = require('jsonwebtoken')
import { type Request, type Response, type NextFunction } from 'express'

const tokenSecret = process.env.JWT_SECRET ?? ''

export const authorize = (user = {}) => jwt.sign(user, tokenSecret, { expiresIn: '6h', algorithm: 'HS256' })

export const isAuthorized = () => (req: Request, res: Response, next: NextFunction) => {
  const token = String(req.headers.authorization ?? '').replace('Bearer ', '')
  jwt.verify(token, tokenSecret, { algorithms: ['HS256'] }, (err: unknown) => {
    if (err) { res.status(401).end(); return }
    next()
  })
}
