// Campaign tool endpoint that renders a user-supplied email subject line template.
package main

import (
	"net/http"
	"os"
	"strings"
	"text/template"

	"github.com/labstack/echo/v4"
)

var subjectHelpers = template.FuncMap{
	"upper": strings.ToUpper,
	"env":   os.Getenv,
}

func renderSubject(c echo.Context) error {
	src := c.FormValue("subject")
	tmpl, err := template.New("subject").Funcs(subjectHelpers).Parse(src)
	if err != nil {
		return c.String(http.StatusBadRequest, "invalid subject template")
	}
	var sb strings.Builder
	if err := tmpl.Execute(&sb, map[string]string{"FirstName": "Dana", "Region": "EU"}); err != nil {
		return c.String(http.StatusBadRequest, "render failed")
	}
	return c.JSON(http.StatusOK, map[string]string{"subject": sb.String()})
}

func main() {
	e := echo.New()
	e.POST("/campaigns/subject-preview", renderSubject)
}
