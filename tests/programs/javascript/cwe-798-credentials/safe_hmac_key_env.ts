// signs coupon codes handed out in the newsletter
import crypto = require('crypto')

const couponKey = process.env.COUPON_KEY ?? ''

export const hmac = (data: string) => crypto.createHmac('sha256', couponKey).update(data).digest('hex')

export function couponCode (percent: number, month: string) {
  const payload = `${month}-${percent}`
  return payload + '.' + hmac(payload).substring(0, 10)
}
