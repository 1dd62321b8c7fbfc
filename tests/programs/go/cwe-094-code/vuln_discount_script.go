// Echo endpoint that quotes a cart discount by running a pricing script with the yaegi interpreter.
package pricing

import (
	"errors"
	"net/http"

	"github.com/labstack/echo/v4"
	"github.com/traefik/yaegi/interp"
	"github.com/traefik/yaegi/stdlib"
)

type quoteRequest struct {
	Script    string  `json:"script"`
	Quantity  int     `json:"quantity"`
	UnitPrice float64 `json:"unit_price"`
}

func loadDiscount(script string) (func(int, float64) float64, error) {
	i := interp.New(interp.Options{})
	if err := i.Use(stdlib.Symbols); err != nil {
		return nil, err
	}
	if _, err := i.Eval(script); err != nil {
		return nil, err
	}
	v, err := i.Eval("rules.Discount")
	if err != nil {
		return nil, err
	}
	fn, ok := v.Interface().(func(int, float64) float64)
	if !ok {
		return nil, errors.New("Discount has the wrong signature")
	}
	return fn, nil
}

func QuoteHandler(c echo.Context) error {
	var req quoteRequest
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid body")
	}
	if req.Quantity <= 0 || req.UnitPrice < 0 {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid quantity or price")
	}
	discount, err := loadDiscount(req.Script)
	if err != nil {
		return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
	}
	subtotal := float64(req.Quantity) * req.UnitPrice
	off := discount(req.Quantity, req.UnitPrice)
	return c.JSON(http.StatusOK, map[string]float64{
		"subtotal": subtotal,
		"discount": off,
		"total":    subtotal - off,
	})
}
