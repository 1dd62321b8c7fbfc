// A instructor card program of the h68 set (cwe-079-xss).
// ski schools: renders the embeddable instructor card used by the lesson-booking widget on partner hotel sites
package main

import (
	"fmt"
	"html"
	"net/http"
	"slices"
	"strings"

	"github.com/labstack/echo/v4"
	"github.com/labstack/echo/v4/middleware"
)

type Instructor struct {
	Slug        string
	Name        string
	Languages   []string
	Disciplines []string
	Level       int
}

var disciplineLabels = map[string]string{
	"alpine":    "Alpine skiing",
	"telemark":  "Telemark",
	"snowboard": "Snowboard",
	"freeride":  "Off-piste freeride",
	"kids":      "Snow garden (age 4–7)",
}

var roster = []Instructor{
	{Slug: "anouk-b", Name: "Anouk Berthod", Languages: []string{"fr", "en", "de"}, Disciplines: []string{"alpine", "kids"}, Level: 3},
	{Slug: "jonas-r", Name: "Jonas Rüegg", Languages: []string{"de", "en"}, Disciplines: []string{"freeride", "telemark"}, Level: 4},
	{Slug: "mei-t", Name: "Mei Takahashi", Languages: []string{"ja", "en"}, Disciplines: []string{"snowboard"}, Level: 2},
}

func find[T any](items []T, match func(T) bool) (T, bool) {
	if i := slices.IndexFunc(items, match); i >= 0 {
		return items[i], true
	}
	var zero T
	return zero, false
}

func card(c echo.Context) error {
	slug := c.Param("slug")
	in, ok := find(roster, func(i Instructor) bool { return i.Slug == slug })
	if !ok {
		return echo.NewHTTPError(http.StatusNotFound, "instructor not found")
	}

	key := strings.ToLower(c.QueryParam("discipline"))
	if key == "" && len(in.Disciplines) > 0 {
		key = in.Disciplines[0]
	}
	label, known := disciplineLabels[key]
	if !known {
		label = "Other disciplines on request"
	}

	var b strings.Builder
	b.WriteString(`<div class="instructor-card">`)
	fmt.Fprintf(&b, `<h3>%s</h3>`, html.EscapeString(in.Name))
	fmt.Fprintf(&b, `<p class="discipline">Private lessons · %s</p>`, label)
	fmt.Fprintf(&b, `<p class="level">Certification level %d</p>`, in.Level)
	b.WriteString(`<ul class="langs">`)
	for _, l := range in.Languages {
		fmt.Fprintf(&b, `<li>%s</li>`, html.EscapeString(strings.ToUpper(l)))
	}
	b.WriteString(`</ul>`)
	if !slices.Contains(in.Disciplines, key) {
		b.WriteString(`<p class="note">Not usually teaching this discipline – ask the desk.</p>`)
	}
	b.WriteString(`</div>`)
	return c.HTML(http.StatusOK, b.String())
}

func main() {
	e := echo.New()
	e.Use(middleware.Logger(), middleware.Recover())
	e.Use(middleware.CORSWithConfig(middleware.CORSConfig{
		AllowOrigins: []string{"https://www.hotel-alpenrose.ch", "https://booking.glacierlodge.at"},
		AllowMethods: []string{http.MethodGet},
	}))
	e.GET("/widget/instructors/:slug", card)
	e.Logger.Fatal(e.Start(":8082"))
}
