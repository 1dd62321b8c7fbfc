// outbound link redirector
import { type Request, type Response, type NextFunction } from 'express'

const allowedTargets = new Set([
  'https://github.com/example/shop',
  'https://blockchain.info/address/1AbKfgvw9psQ41NbLi8kufDQTezwG8DRZm',
  'https://www.example-merch.com/shop'
])

const isRedirectAllowed = (url: string) => {
  let allowed = false
  for (const allowedUrl of allowedTargets) {
    allowed = allowed || url.includes(allowedUrl)
  }
  return allowed
}

export function performRedirect () {
  return ({ query }: Request, res: Response, next: NextFunction) => {
    const toUrl: string = query.to as string
    if (isRedirectAllowed(toUrl)) {
      res.redirect(toUrl)
    } else {
      res.status(406)
      next(new Error('Unrecognized target URL for redirect: ' + toUrl))
    }
  }
}
