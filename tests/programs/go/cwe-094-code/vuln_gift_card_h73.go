// A gift card program of the h73 set (cwe-094-code).
package main

import (
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"text/template"
	"time"

	"github.com/labstack/echo/v4"
)

const templateDir = "/etc/sleightstore/cards"

type giftOrder struct {
	OrderNo   string    `json:"order_no"`
	Recipient string    `json:"recipient"`
	Sender    string    `json:"sender"`
	Message   string    `json:"message"`
	Theme     string    `json:"theme"`
	Date      time.Time `json:"-"`
}

var cardFuncs = template.FuncMap{
	"upper": strings.ToUpper,
	"env":   os.Getenv, // shop name, phone and URL come from the environment
	"include": func(name string) (string, error) {
		b, err := os.ReadFile(filepath.Join(templateDir, name))
		return string(b), err
	},
	"date": func(t time.Time) string { return t.Format("2 January 2006") },
}

var themes = map[string]string{
	"classic": "banner-classic.txt",
	"stars":   "banner-stars.txt",
	"rabbit":  "banner-rabbit.txt",
}

// The storefront sends the message with escapes (\n, \u2728) exactly as typed into the form.
func unescapeMessage(raw string) string {
	msg, err := strconv.Unquote(`"` + strings.ReplaceAll(raw, `"`, `\"`) + `"`)
	if err != nil {
		return raw
	}
	return msg
}

func renderCard(o giftOrder) (string, error) {
	banner, ok := themes[strings.ToLower(o.Theme)]
	if !ok {
		banner = themes["classic"]
	}

	var src strings.Builder
	src.WriteString(`{{include "` + banner + `"}}` + "\n")
	src.WriteString("Order {{.OrderNo}} - {{date .Date}}\n\n")
	src.WriteString("Dear {{.Recipient}},\n\n")
	src.WriteString(unescapeMessage(o.Message))
	src.WriteString("\n\nWith a flourish,\n{{.Sender}}\n\n")
	src.WriteString(`{{upper (env "SHOP_NAME")}} * {{env "SHOP_URL"}}` + "\n")

	tpl, err := template.New("card").Funcs(cardFuncs).Parse(src.String())
	if err != nil {
		return "", err
	}
	var out strings.Builder
	if err := tpl.Execute(&out, o); err != nil {
		return "", err
	}
	return out.String(), nil
}

func main() {
	e := echo.New()
	e.HideBanner = true

	e.POST("/orders/gift-card", func(c echo.Context) error {
		var o giftOrder
		if err := c.Bind(&o); err != nil {
			return echo.NewHTTPError(http.StatusBadRequest, "invalid order payload")
		}
		if len(o.Message) > 600 || strings.TrimSpace(o.Recipient) == "" {
			return echo.NewHTTPError(http.StatusBadRequest, "recipient required, message up to 600 characters")
		}
		o.Date = time.Now()
		card, err := renderCard(o)
		if err != nil {
			return echo.NewHTTPError(http.StatusUnprocessableEntity, "could not render card")
		}
		return c.String(http.StatusOK, card)
	})

	e.Logger.Fatal(e.Start(":8095"))
}
