// signs coupon codes handed out in the newsletter
import crypto = require('crypto')

export const hmac = (data: string) => crypto.createHmac('sha256', 'pa4qacea4VK9t9nGv7yZtwmj').update(data).digest('hex')

export function couponCode (percent: number, month: string) {
  const payload = `${month}-${percent}`
  return payload + '.' + hmac(payload).substring(0, 10)
}
