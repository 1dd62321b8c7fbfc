// A payment return program of the h60 set (cwe-601-redirect).
package main

import (
	"errors"
	"net/http"
	"net/url"
	"os"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

const shopDomain = "snowridge-resort.com"

type urlCheck func(*url.URL) error

func parseReturn(raw string, checks ...urlCheck) (*url.URL, error) {
	u, err := url.Parse(raw)
	if err != nil {
		return nil, errors.New("return_to is not a URL")
	}
	for _, check := range checks {
		if err := check(u); err != nil {
			return nil, err
		}
	}
	return u, nil
}

func httpsOnly(u *url.URL) error {
	if u.Scheme != "https" {
		return errors.New("return_to must use https")
	}
	return nil
}

func resortShop(u *url.URL) error {
	if !strings.Contains(u.Host, shopDomain) {
		return errors.New("return_to must point to the resort shop")
	}
	return nil
}

func main() {
	e := echo.New()
	e.Use(middleware.Recover())

	// The card processor sends the guest back here after checkout of lift
	// tickets or ski-school lessons; return_to is where the shop wants them next.
	e.GET("/payments/return", func(c echo.Context) error {
		status := c.QueryParam("status")
		if status != "paid" && status != "cancelled" {
			return echo.NewHTTPError(http.StatusBadRequest, "unknown payment status")
		}
		target, err := parseReturn(c.QueryParam("return_to"), httpsOnly, resortShop)
		if err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, err.Error())
		}
		q := target.Query()
		q.Set("payment", status)
		target.RawQuery = q.Encode()
		return c.Redirect(http.StatusSeeOther, target.String())
	})

	e.Logger.Fatal(e.Start(os.Getenv("LISTEN_ADDR")))
}
