// A stove spec lookup program of the h68 set (cwe-918-ssrf).
// sauna builders: pulls heater specifications (kW, room volume, stone mass) from stove suppliers for the design tool
package main

import (
	"cmp"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type StoveSpec struct {
	Model       string  `json:"model"`
	PowerKW     float64 `json:"power_kw"`
	MinVolumeM3 float64 `json:"min_volume_m3"`
	MaxVolumeM3 float64 `json:"max_volume_m3"`
	StonesKG    int     `json:"stones_kg"`
	Fuel        string  `json:"fuel"`
}

var supplierBases = map[string]string{
	"harvia": "https://partner-api.harvia-dealers.fi/v2",
	"huum":   "https://b2b.huum-heaters.eu/api",
	"narvi":  "https://catalogue.narvi-stoves.fi/api/v1",
}

var client = &http.Client{Timeout: 8 * time.Second}

func catalogueBase(supplier string) (string, bool) {
	key := strings.ToLower(strings.TrimSpace(supplier))
	switch base, ok := supplierBases[key]; {
	case ok:
		return base, true
	case strings.HasPrefix(key, "http"):
		// suppliers not yet onboarded are addressed by their catalogue URL
		return strings.TrimSuffix(supplier, "/"), true
	default:
		return "", false
	}
}

func specLookup(c echo.Context) error {
	base, ok := catalogueBase(c.QueryParam("supplier"))
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound, "supplier not supported")
	}
	model := c.Param("model")
	target := fmt.Sprintf("%s/stoves/%s", base, url.PathEscape(model))

	req, err := http.NewRequestWithContext(c.Request().Context(), http.MethodGet, target, nil)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid supplier address")
	}
	req.Header.Set("Accept", "application/json")
	resp, err := client.Do(req)
	if err != nil {
		c.Logger().Warnf("spec lookup %s: %v", target, err)
		return echo.NewHTTPError(http.StatusBadGateway, "supplier unreachable")
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return echo.NewHTTPError(http.StatusBadGateway, "supplier answered "+resp.Status)
	}

	var spec StoveSpec
	if err := json.NewDecoder(resp.Body).Decode(&spec); err != nil {
		return echo.NewHTTPError(http.StatusBadGateway, "unreadable supplier response")
	}
	spec.Model = cmp.Or(spec.Model, model)
	return c.JSON(http.StatusOK, spec)
}

func main() {
	e := echo.New()
	e.Use(middleware.Logger(), middleware.Recover())
	e.GET("/design/stoves/:model/spec", specLookup)
	e.Logger.Fatal(e.Start(":8100"))
}
