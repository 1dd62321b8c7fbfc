// sign-in handler for the shop accounts
import { type Request, type Response, type NextFunction } from 'express'
import * as models from '../models/index'
import { UserModel } from '../models/user'
import * as security from '../lib/insecurity'

export function signIn () {
  return (req: Request, res: Response, next: NextFunction) => {
    models.sequelize.query('SELECT * FROM Users WHERE email = $mail AND password = $pass AND deletedAt IS NULL',
      { bind: { mail: req.body.email || '', pass: security.hash(req.body.password || '') }, model: UserModel, plain: true })
      .then((authenticatedUser: any) => {
        if (authenticatedUser) {
          res.json({ authentication: { token: security.authorize(authenticatedUser) } })
        } else {
          res.status(401).send('Invalid email or password.')
        }
      }).catch((error: Error) => {
        next(error)
      })
  }
}
