// sets the profile picture from a link
import { type Request, type Response, type NextFunction } from 'express'
import * as security from '../lib/insecurity'

const IMAGE_HOSTS = new Set(['images.example-cdn.com', 'avatars.example-cdn.com'])

export function profileImageUrlUpload () {
  return async (req: Request, res: Response, next: NextFunction) => {
    let parsed: URL
    try {
      parsed = new URL(String(req.body.imageUrl))
    } catch {
      res.status(400).send('bad url')
      return
    }
    if (parsed.protocol !== 'https:' || !IMAGE_HOSTS.has(parsed.hostname)) {
      res.status(400).send('host not allowed')
      return
    }
    const loggedInUser = security.authenticatedUsers.get(req.cookies.token)
    if (loggedInUser) {
      try {
        const response = await fetch(parsed.toString())
        res.status(response.ok ? 204 : 502).end()
      } catch (error) {
        next(error)
      }
    }
  }
}
