// return to the page the user came from after login
import { type Request, type Response } from 'express'

const TRUSTED = ['https://shop.example.com', 'https://help.example.com']

export function afterLogin () {
  return (req: Request, res: Response) => {
    const target = String(req.query.returnTo || '/')
    if (TRUSTED.some(prefix => target.indexOf(prefix) !== -1)) {
      return res.redirect(target)
    }
    res.redirect('/')
  }
}
