// Travel agency quote widget: prices a holiday package and applies a promotional fare adjustment.
package fares

import (
	"fmt"
	"net/http"
	"strconv"

	"github.com/labstack/echo/v4"
	"github.com/traefik/yaegi/interp"
	"github.com/traefik/yaegi/stdlib"
)

type QuoteRequest struct {
	PackageID  string `query:"package"`
	Adjustment string `query:"adj"`
}

type QuoteResponse struct {
	PackageID string  `json:"package"`
	Price     float64 `json:"price"`
}

type PriceCatalog interface {
	BasePrice(id string) (float64, bool)
}

type FareEngine struct{ catalog PriceCatalog }

func (e *FareEngine) adjusted(base float64, adj string) (float64, error) {
	factor, err := strconv.ParseFloat(adj, 64)
	if err != nil || !(factor >= 0.5 && factor <= 1.5) {
		return 0, fmt.Errorf("adjustment must be a factor between 0.5 and 1.5")
	}
	i := interp.New(interp.Options{})
	if err := i.Use(stdlib.Symbols); err != nil {
		return 0, err
	}
	v, err := i.Eval(fmt.Sprintf("float64(%v) * (%v)", base, factor))
	if err != nil {
		return 0, fmt.Errorf("adjustment: %w", err)
	}
	return v.Float(), nil
}

func (e *FareEngine) Quote(req QuoteRequest) (float64, error) {
	base, ok := e.catalog.BasePrice(req.PackageID)
	if !ok {
		return 0, fmt.Errorf("unknown package %q", req.PackageID)
	}
	if req.Adjustment == "" {
		return base, nil
	}
	return e.adjusted(base, req.Adjustment)
}

type QuoteController struct{ engine *FareEngine }

func (qc *QuoteController) Get(c echo.Context) error {
	var req QuoteRequest
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "bad quote request")
	}
	price, err := qc.engine.Quote(req)
	if err != nil {
		return echo.NewHTTPError(http.StatusUnprocessableEntity, err.Error())
	}
	return c.JSON(http.StatusOK, QuoteResponse{PackageID: req.PackageID, Price: price})
}
