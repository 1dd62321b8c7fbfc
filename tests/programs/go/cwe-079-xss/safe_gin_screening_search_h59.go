// Unseen set h59: gin screening search
package main

import (
	"fmt"
	"html/template"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

type Screening struct {
	Title    string
	Hall     string
	StartsAt time.Time
}

type ScreeningCatalog interface {
	Search(term string) []Screening
}

// programmeCatalog holds this week's programme, refreshed by the scheduler.
type programmeCatalog struct {
	items []Screening
}

func (c *programmeCatalog) Search(term string) []Screening {
	needle := strings.ToLower(strings.TrimSpace(term))
	var out []Screening
	for _, s := range c.items {
		if strings.Contains(strings.ToLower(s.Title), needle) {
			out = append(out, s)
		}
	}
	return out
}

type SearchView struct {
	Heading template.HTML
	Results []Screening
}

type SearchPresenter struct {
	catalog ScreeningCatalog
}

func (p *SearchPresenter) Build(term string) SearchView {
	results := p.catalog.Search(term)
	heading := fmt.Sprintf("%d screenings matching <em>%s</em>", len(results), template.HTMLEscapeString(term))
	return SearchView{Heading: template.HTML(heading), Results: results}
}

const searchPage = `<!doctype html>
<html><head><meta charset="utf-8"><title>What's on</title></head>
<body>
<h2>{{.Heading}}</h2>
<ul>{{range .Results}}<li>{{.Title}} &middot; {{.Hall}} &middot; {{.StartsAt.Format "Mon 2 Jan 15:04"}}</li>{{end}}</ul>
</body></html>`

func weekProgramme() []Screening {
	start := time.Now().Truncate(24 * time.Hour).Add(18 * time.Hour)
	return []Screening{
		{Title: "The Lighthouse Keeper", Hall: "Hall 1", StartsAt: start},
		{Title: "Paper Moons", Hall: "Studio", StartsAt: start.Add(150 * time.Minute)},
		{Title: "The Long Crossing", Hall: "Hall 2", StartsAt: start.Add(24 * time.Hour)},
	}
}

func main() {
	gin.SetMode(gin.ReleaseMode)
	presenter := &SearchPresenter{catalog: &programmeCatalog{items: weekProgramme()}}

	r := gin.New()
	r.Use(gin.Logger(), gin.Recovery())
	r.SetHTMLTemplate(template.Must(template.New("search").Parse(searchPage)))
	r.GET("/screenings", func(c *gin.Context) {
		c.HTML(http.StatusOK, "search", presenter.Build(c.Query("q")))
	})
	if err := r.RunTLS(":8443", os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")); err != nil {
		log.Fatal(err)
	}
}
