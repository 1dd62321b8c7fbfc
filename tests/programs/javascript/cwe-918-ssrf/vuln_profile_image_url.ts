// sets the profile picture from a link
import fs = require('fs')
import { type Request, type Response, type NextFunction } from 'express'
import { UserModel } from '../models/user'
import * as security from '../lib/insecurity'

export function profileImageUrlUpload () {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.body.imageUrl !== undefined) {
      const url = req.body.imageUrl
      const loggedInUser = security.authenticatedUsers.get(req.cookies.token)
      if (loggedInUser) {
        try {
          const response = await fetch(url)
          if (!response.ok || !response.body) {
            throw new Error('url returned a non-OK status code or an empty body')
          }
          const ext = ['jpg', 'jpeg', 'png', 'svg', 'gif'].includes(url.split('.').slice(-1)[0].toLowerCase()) ? url.split('.').slice(-1)[0].toLowerCase() : 'jpg'
          const buf = Buffer.from(await response.arrayBuffer())
          fs.writeFileSync(`frontend/dist/assets/public/images/uploads/${loggedInUser.data.id}.${ext}`, buf)
          await UserModel.update({ profileImage: `/assets/public/images/uploads/${loggedInUser.data.id}.${ext}` }, { where: { id: loggedInUser.data.id } })
        } catch (error) {
          next(error)
          return
        }
      }
      res.location(process.env.BASE_PATH + '/profile')
      res.redirect(process.env.BASE_PATH + '/profile')
    }
  }
}
