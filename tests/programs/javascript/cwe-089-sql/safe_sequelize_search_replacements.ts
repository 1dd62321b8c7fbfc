// catalogue search endpoint
import { type Request, type Response, type NextFunction } from 'express'
import * as models from '../models/index'
import * as utils from '../lib/utils'

export function searchItems () {
  return (req: Request, res: Response, next: NextFunction) => {
    let term: any = req.query.q === 'undefined' ? '' : req.query.q ?? ''
    term = (term.length <= 100) ? term : term.substring(0, 100)
    models.sequelize.query('SELECT * FROM Items WHERE ((title LIKE :pattern OR summary LIKE :pattern) AND removedAt IS NULL) ORDER BY title',
      { replacements: { pattern: `%${term}%` } })
      .then(([items]: any) => {
        res.json(utils.queryResultToJson(items))
      }).catch((error: Error) => {
        next(error)
      })
  }
}
