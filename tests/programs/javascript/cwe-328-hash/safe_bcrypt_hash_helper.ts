// helpers shared by the account routes
import bcrypt = require('bcrypt')
import { type Request, type Response } from 'express'
import { UserModel } from '../models/user'

export const hash = async (data: string) => await bcrypt.hash(data, 12)

export function register () {
  return async (req: Request, res: Response) => {
    const user = await UserModel.create({ email: req.body.email, password: await hash(req.body.password) })
    res.status(201).json({ id: user.id })
  }
}
