// Print shop quoting service: prices a business-card or flyer order and returns an HTML quote fragment.
package quotes

import (
	"fmt"
	"html"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

type QuoteRequest struct {
	Customer string `form:"customer"`
	Product  string `form:"product" binding:"required"`
	Quantity int    `form:"qty" binding:"required,min=1,max=100000"`
}

type PricingStrategy interface {
	UnitPrice(qty int) float64
}

type tieredPricing struct{ base, bulk float64 }

func (t tieredPricing) UnitPrice(qty int) float64 {
	if qty >= 1000 {
		return t.bulk
	}
	return t.base
}

var catalogue = map[string]PricingStrategy{
	"business-cards": tieredPricing{base: 0.09, bulk: 0.04},
	"a5-flyers":      tieredPricing{base: 0.15, bulk: 0.07},
}

type QuoteService struct{}

func (QuoteService) Price(req QuoteRequest) (float64, bool) {
	strategy, ok := catalogue[req.Product]
	if !ok {
		return 0, false
	}
	return strategy.UnitPrice(req.Quantity) * float64(req.Quantity), true
}

func QuoteFragment(svc QuoteService) gin.HandlerFunc {
	return func(c *gin.Context) {
		var req QuoteRequest
		if err := c.ShouldBindQuery(&req); err != nil {
			c.String(http.StatusBadRequest, "invalid quote request")
			return
		}
		total, ok := svc.Price(req)
		if !ok {
			c.String(http.StatusNotFound, "unknown product")
			return
		}
		escName := html.EscapeString(strings.TrimSpace(req.Product))
		escCustomer := html.EscapeString(strings.TrimSpace(req.Customer))
		var b strings.Builder
		fmt.Fprintf(&b, `<div class="quote"><h3>Quote for %s</h3>`, escCustomer)
		fmt.Fprintf(&b, `<p>%d &times; %s: <strong>&euro;%.2f</strong></p></div>`, req.Quantity, escName, total)
		c.Data(http.StatusOK, "text/html; charset=utf-8", []byte(b.String()))
	}
}
