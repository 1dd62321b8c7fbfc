// return to the page the user came from after login
import { type Request, type Response } from 'express'

const TRUSTED = ['/account', '/basket', '/orders']

export function afterLogin () {
  return (req: Request, res: Response) => {
    const target = String(req.query.returnTo || '/')
    if (TRUSTED.indexOf(target) !== -1) {
      return res.redirect(target)
    }
    res.redirect('/')
  }
}
