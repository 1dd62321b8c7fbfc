// converts an uploaded clip to the web format
import { execFile } from 'child_process'
import path = require('path')
import { type Request, type Response, type NextFunction } from 'express'

export function convertClip () {
  return (req: Request, res: Response, next: NextFunction) => {
    const name = path.basename(String(req.body.fileName))
    execFile('ffmpeg', ['-i', path.join('uploads', name), '-c:v', 'libvpx', path.join('public/clips', name + '.webm')], (err, stdout) => {
      if (err) { next(err); return }
      res.json({ log: stdout })
    })
  }
}
