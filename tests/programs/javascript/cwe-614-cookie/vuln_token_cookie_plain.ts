// logs the user in and remembers the token
import { type Request, type Response } from 'express'
import * as security from '../lib/insecurity'

export function login () {
  return async (req: Request, res: Response) => {
    const user = await security.checkCredentials(req.body.email, req.body.password)
    if (!user) { res.status(401).end(); return }
    const token = security.authorize(user)
    res.cookie('token', token)
    res.json({ authentication: { token, bid: user.basketId } })
  }
}
