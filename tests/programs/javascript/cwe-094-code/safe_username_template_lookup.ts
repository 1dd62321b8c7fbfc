// updates the display name on the profile page
import { type Request, type Response, type NextFunction } from 'express'
import { UserModel } from '../models/user'

const PLACEHOLDERS: Record<string, string> = { year: String(new Date().getFullYear()), shop: 'Example Shop' }

export function updateDisplayName () {
  return async (req: Request, res: Response, next: NextFunction) => {
    let username = String(req.body.username ?? '')
    const m = username.match(/^#{(\w+)}$/)
    if (m !== null) {
      username = PLACEHOLDERS[m[1]] ?? username
    }
    await UserModel.update({ username }, { where: { id: req.body.userId } })
    res.status(204).end()
  }
}
