// converts an uploaded clip to the web format
import { exec } from 'child_process'
import { type Request, type Response, type NextFunction } from 'express'

export function convertClip () {
  return (req: Request, res: Response, next: NextFunction) => {
    const name = req.body.fileName
    exec(`ffmpeg -i uploads/${name} -c:v libvpx public/clips/${name}.webm`, (err, stdout) => {
      if (err) { next(err); return }
      res.json({ log: stdout })
    })
  }
}
