// Evaluates per-SKU pricing rules written in JavaScript for checkout quotes.
package pricing

import (
	"fmt"
	"net/http"
	"os"

	"github.com/dop251/goja"
	"github.com/labstack/echo/v4"
)

type QuoteRequest struct {
	SKU       string `json:"sku"`
	Quantity  int    `json:"quantity"`
	PromoCode string `json:"promo_code"`
}

type RuleEngine struct {
	Rules map[string]string
}

func (e *RuleEngine) evaluate(req QuoteRequest) (float64, error) {
	rule, ok := e.Rules[req.SKU]
	if !ok {
		return 0, fmt.Errorf("no rule for %s", req.SKU)
	}
	vm := goja.New()
	vm.Set("env", os.Getenv)
	vm.Set("qty", req.Quantity)
	vm.Set("promo", req.PromoCode)
	v, err := vm.RunString(rule)
	if err != nil {
		return 0, err
	}
	return v.ToFloat(), nil
}

func (e *RuleEngine) Quote(c echo.Context) error {
	var req QuoteRequest
	if err := c.Bind(&req); err != nil {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": "invalid body"})
	}
	if req.Quantity <= 0 || req.Quantity > 10000 {
		return c.JSON(http.StatusBadRequest, map[string]string{"error": "invalid quantity"})
	}
	price, err := e.evaluate(req)
	if err != nil {
		return c.JSON(http.StatusUnprocessableEntity, map[string]string{"error": err.Error()})
	}
	return c.JSON(http.StatusOK, map[string]float64{"price": price})
}
