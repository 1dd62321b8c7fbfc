// An echo sundial plaque program of the h65 set (cwe-079-xss).
package main

// Order preview for engraved garden sundials. The draft motto travels with
// every step of the order wizard, so a group middleware loads it once and
// the handlers read it from the Echo context.

import (
	"bytes"
	"html/template"
	"net/http"
	"os"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

const mottoKey = "draftMotto"

var gnomonStyles = map[string]bool{"triangular": true, "scroll": true, "polar-rod": true}

func loadDraftMotto(next echo.HandlerFunc) echo.HandlerFunc {
	return func(c echo.Context) error {
		motto := strings.TrimSpace(c.QueryParam("motto"))
		if utf8.RuneCountInString(motto) > 240 {
			return echo.NewHTTPError(http.StatusBadRequest, "motto is too long for a 30cm dial plate")
		}
		c.Set(mottoKey, motto)
		return next(c)
	}
}

var plaqueTmpl = template.Must(template.New("plaque").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Your dial</title></head>
<body>
<div class="dial gnomon-{{.Gnomon}}">
  <div class="motto">{{.Motto}}</div>
  <div class="latitude">Delineated for latitude {{.Latitude}}&deg;</div>
</div>
</body></html>`))

type plaqueView struct {
	Gnomon   string
	Motto    template.HTML
	Latitude string
}

func previewPlaque(c echo.Context) error {
	gnomon := c.QueryParam("gnomon")
	if !gnomonStyles[gnomon] {
		gnomon = "triangular"
	}
	lat, err := strconv.ParseFloat(c.QueryParam("lat"), 64)
	if err != nil || lat < -66.5 || lat > 66.5 {
		return echo.NewHTTPError(http.StatusBadRequest, "latitude must be between -66.5 and 66.5")
	}

	text, _ := c.Get(mottoKey).(string)
	// Customers press Enter where the engraver should break the line.
	motto := strings.ReplaceAll(text, "\n", "<br>")

	view := plaqueView{
		Gnomon:   gnomon,
		Motto:    template.HTML(motto),
		Latitude: strconv.FormatFloat(lat, 'f', 2, 64),
	}
	var buf bytes.Buffer
	if err := plaqueTmpl.Execute(&buf, view); err != nil {
		return err
	}
	return c.HTMLBlob(http.StatusOK, buf.Bytes())
}

func main() {
	e := echo.New()
	e.HideBanner = true
	e.Use(middleware.Recover())
	e.Use(middleware.Logger())

	orders := e.Group("/orders/dial", loadDraftMotto)
	orders.GET("/preview", previewPlaque)

	port := os.Getenv("PORT")
	if port == "" {
		port = "8080"
	}
	e.Logger.Fatal(e.Start(":" + port))
}
