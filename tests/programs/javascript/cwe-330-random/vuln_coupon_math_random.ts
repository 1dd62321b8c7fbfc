// hands out a one-time coupon after a survey
import { type Request, type Response } from 'express'
import { CouponModel } from '../models/coupon'

function makeCouponCode () {
  let code = ''
  for (let i = 0; i < 10; i++) {
    code += 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'.charAt(Math.floor(Math.random() * 32))
  }
  return code
}

export function surveyReward () {
  return async (req: Request, res: Response) => {
    const coupon = makeCouponCode()
    await CouponModel.create({ code: coupon, userId: req.body.userId })
    res.json({ coupon })
  }
}
