// A tattoo flash sheets program of the h62 set (cwe-022-path).
package main

import (
	"errors"
	"net/http"
	"net/url"
	"os"
	"path/filepath"

	"github.com/labstack/echo/v4"
)

// flashSheet identifies one design sheet in an artist's flash portfolio.
type flashSheet struct {
	Artist string
	Name   string
}

type portfolio struct {
	root    string
	artists map[string]bool
}

func (p portfolio) resolve(s flashSheet) string {
	return filepath.Join(p.root, s.Artist, s.Name)
}

// withPortfolio makes the studio portfolio available to every handler.
func withPortfolio(p portfolio) echo.MiddlewareFunc {
	return func(next echo.HandlerFunc) echo.HandlerFunc {
		return func(c echo.Context) error {
			c.Set("portfolio", p)
			return next(c)
		}
	}
}

func checkSheetName(name string) error {
	if name == "" {
		return errors.New("sheet is required")
	}
	if !filepath.IsLocal(name) || filepath.Base(name) != name {
		return errors.New("sheet must be a plain file name")
	}
	return nil
}

func parseSheet(c echo.Context) (flashSheet, error) {
	// Sheet names are stored URL-encoded in the booking links we email out.
	name, err := url.PathUnescape(c.QueryParam("sheet"))
	if err != nil {
		return flashSheet{}, err
	}
	if err := checkSheetName(name); err != nil {
		return flashSheet{}, err
	}
	return flashSheet{Artist: c.Param("artist"), Name: name}, nil
}

func serveSheet(c echo.Context) error {
	p := c.Get("portfolio").(portfolio)
	sheet, err := parseSheet(c)
	if err != nil {
		return echo.NewHTTPError(http.StatusBadRequest, err.Error())
	}
	if !p.artists[sheet.Artist] {
		return echo.NewHTTPError(http.StatusNotFound, "unknown artist")
	}
	return c.File(p.resolve(sheet))
}

func main() {
	e := echo.New()
	e.HideBanner = true
	e.Use(withPortfolio(portfolio{
		root:    os.Getenv("FLASH_ROOT"),
		artists: map[string]bool{"mara": true, "odin": true, "kestrel": true},
	}))
	e.GET("/artists/:artist/flash", serveSheet)
	e.Logger.Fatal(e.Start(":8080"))
}
