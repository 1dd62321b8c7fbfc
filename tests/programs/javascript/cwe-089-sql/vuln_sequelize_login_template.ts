// sign-in handler for the shop accounts
import { type Request, type Response, type NextFunction } from 'express'
import * as models from '../models/index'
import { UserModel } from '../models/user'
import * as security from '../lib/insecurity'

export function signIn () {
  return (req: Request, res: Response, next: NextFunction) => {
    models.sequelize.query(`SELECT * FROM Users WHERE email = '${req.body.email || ''}' AND password = '${security.hash(req.body.password || '')}' AND deletedAt IS NULL`, { model: UserModel, plain: true })
      .then((authenticatedUser: any) => {
        if (authenticatedUser) {
          res.json({ authentication: { token: security.authorize(authenticatedUser), umail: authenticatedUser.email } })
        } else {
          res.status(401).send('Invalid email or password.')
        }
      }).catch((error: Error) => {
        next(error)
      })
  }
}
