// A kennel vaccination import program of the h64 set (cwe-918-ssrf).
package main

import (
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/go-resty/resty/v2"
	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type recordSource struct {
	Kind string `json:"kind"` // "lab" or "url"
	Lab  string `json:"lab"`
	Ref  string `json:"ref"`
	URL  string `json:"url"`
}

type importRequest struct {
	Sources []recordSource `json:"sources"`
}

type vaccination struct {
	Vaccine string `json:"vaccine"`
	Given   string `json:"given"`
	Vet     string `json:"vet"`
}

// veterinary labs the kennel has agreements with
var labs = map[string]string{
	"northvet":   "https://records.northvet-lab.example/api/v1/certificates/",
	"tundra":     "https://api.tundra-animal-health.example/certs/",
	"mushercare": "https://vault.mushercare.example/export/",
}

var client = resty.New().
	SetTimeout(20 * time.Second).
	SetRedirectPolicy(resty.NoRedirectPolicy())

func sourceURL(src recordSource) (string, bool) {
	switch src.Kind {
	case "lab":
		base, ok := labs[src.Lab]
		if !ok || src.Ref == "" {
			return "", false
		}
		return base + url.PathEscape(src.Ref), true
	case "url":
		u, err := url.Parse(src.URL)
		if err != nil || u.Scheme != "https" || u.User != nil {
			return "", false
		}
		for _, base := range labs {
			if b, err := url.Parse(base); err == nil && strings.EqualFold(b.Host, u.Host) {
				return u.String(), true
			}
		}
		return "", false
	}
	return "", false
}

func importVaccinations(c echo.Context) error {
	dog := c.Param("dog")
	var req importRequest
	if err := c.Bind(&req); err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, "invalid body")
	}
	var all []vaccination
	for i, src := range req.Sources {
		target, ok := sourceURL(src)
		if !ok {
			return echo.NewHTTPError(http.StatusBadRequest, "source "+strconv.Itoa(i+1)+" is not a known lab")
		}
		var recs []vaccination
		resp, err := client.R().SetContext(c.Request().Context()).SetResult(&recs).Get(target)
		if err != nil || resp.StatusCode() != http.StatusOK {
			return echo.NewHTTPError(http.StatusBadGateway, "lab did not answer")
		}
		all = append(all, recs...)
	}
	return c.JSON(http.StatusOK, map[string]any{"dog": dog, "imported": len(all), "vaccinations": all})
}

func main() {
	e := echo.New()
	e.HideBanner = true
	e.Use(middleware.Logger(), middleware.Recover())
	e.POST("/dogs/:dog/vaccinations/import", importVaccinations)
	e.Logger.Fatal(e.StartTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
