// helpers shared by the account routes
import crypto = require('crypto')
import { type Request, type Response } from 'express'
import { UserModel } from '../models/user'

export const hash = (data: string) => crypto.createHash('md5').update(data).digest('hex')

export function register () {
  return async (req: Request, res: Response) => {
    const user = await UserModel.create({ email: req.body.email, password: hash(req.body.password) })
    res.status(201).json({ id: user.id })
  }
}
