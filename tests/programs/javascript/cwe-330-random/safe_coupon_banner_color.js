// Picks a background colour for the coupon banner on the storefront.
const COUPON_BANNER_COLORS = ['#ffe08a', '#c3f0ca', '#ffd1dc', '#cde7ff']

function couponBannerColor () {
  return COUPON_BANNER_COLORS[Math.floor(Math.random() * COUPON_BANNER_COLORS.length)]
}

module.exports = { couponBannerColor }
