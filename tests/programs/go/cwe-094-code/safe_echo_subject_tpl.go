// Campaign tool endpoint that renders the standard subject line with a user-supplied headline.
package main

import (
	"net/http"
	"os"
	"strings"
	"text/template"

	"github.com/labstack/echo/v4"
)

var headlineHelpers = template.FuncMap{
	"upper": strings.ToUpper,
	"env":   os.Getenv,
}

var headlineTmpl = template.Must(template.New("headline").Funcs(headlineHelpers).
	Parse(`{{upper .Region}} | {{.Headline}}, {{.FirstName}} - {{env "BRAND_NAME"}}`))

func renderHeadline(c echo.Context) error {
	var sb strings.Builder
	data := map[string]string{"FirstName": "Dana", "Region": "eu", "Headline": c.FormValue("headline")}
	if err := headlineTmpl.Execute(&sb, data); err != nil {
		return c.String(http.StatusBadRequest, "render failed")
	}
	return c.JSON(http.StatusOK, map[string]string{"subject": sb.String()})
}

func main() {
	e := echo.New()
	e.POST("/campaigns/headline-preview", renderHeadline)
}
