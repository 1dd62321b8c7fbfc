// Library catalogue search page listing titles that match the patron's query.
package catalog

import (
	"html"
	"net/http"
	"strings"
)

type Title struct {
	Name   string
	Author string
	Shelf  string
}

type Catalog struct {
	Titles []Title
}

func normalizeQuery(raw string) string {
	q := strings.TrimSpace(raw)
	if len(q) > 120 {
		q = q[:120]
	}
	return html.EscapeString(q)
}

func (c *Catalog) match(q string) []Title {
	var hits []Title
	needle := strings.ToLower(q)
	for _, t := range c.Titles {
		if strings.Contains(strings.ToLower(t.Name), needle) || strings.Contains(strings.ToLower(t.Author), needle) {
			hits = append(hits, t)
		}
	}
	return hits
}

func (c *Catalog) Search(w http.ResponseWriter, r *http.Request) {
	raw := strings.TrimSpace(r.URL.Query().Get("q"))
	q := normalizeQuery(raw)
	hits := c.match(raw)
	var b strings.Builder
	b.WriteString("<html><body><h2>Results for \"" + q + "\"</h2><ul>")
	for _, t := range hits {
		b.WriteString("<li>" + html.EscapeString(t.Name) + " by " + html.EscapeString(t.Author))
		b.WriteString(" <small>(shelf " + html.EscapeString(t.Shelf) + ")</small></li>")
	}
	if len(hits) == 0 {
		b.WriteString("<li>No titles found.</li>")
	}
	b.WriteString("</ul></body></html>")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write([]byte(b.String()))
}
