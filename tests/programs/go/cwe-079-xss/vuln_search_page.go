// Gin handler rendering a product search results page as HTML.
package storefront

import (
	"fmt"
	"html"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"
)

type Catalog interface {
	Search(term string, limit int) []string
}

func renderResults(term string, items []string) string {
	var b strings.Builder
	b.WriteString("<!doctype html><html><head><title>Search</title></head><body>")
	fmt.Fprintf(&b, "<h2>Results for %s</h2>", term)
	if len(items) == 0 {
		b.WriteString("<p>No products matched.</p>")
	}
	b.WriteString("<ul>")
	for _, it := range items {
		fmt.Fprintf(&b, "<li>%s</li>", html.EscapeString(it))
	}
	b.WriteString("</ul></body></html>")
	return b.String()
}

func SearchPage(catalog Catalog) gin.HandlerFunc {
	return func(c *gin.Context) {
		term := strings.TrimSpace(c.Query("q"))
		if len(term) > 200 {
			term = term[:200]
		}
		items := catalog.Search(term, 50)
		page := renderResults(term, items)
		c.Data(http.StatusOK, "text/html; charset=utf-8", []byte(page))
	}
}

func Register(r *gin.Engine, catalog Catalog) {
	r.GET("/search", SearchPage(catalog))
}
