// imports a YAML attachment of a support ticket
import { type Request, type Response, type NextFunction } from 'express'
import yaml from 'js-yaml'

export function handleYamlUpload ({ file }: Request, res: Response, next: NextFunction) {
  if (file?.originalname.toLowerCase().endsWith('.yml')) {
    const data = file.buffer.toString()
    try {
      const doc = yaml.load(data, { schema: yaml.FAILSAFE_SCHEMA })
      res.status(200).json({ keys: Object.keys(doc ?? {}) })
    } catch (err: any) {
      res.status(400)
      next(err)
    }
  } else {
    next()
  }
}
