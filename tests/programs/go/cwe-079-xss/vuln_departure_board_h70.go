// A departure board program of the h70 set (cwe-079-xss).
package main

import (
	"fmt"
	"html"
	"log"
	"net/http"
	"slices"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type sailing struct {
	Vessel      string
	Destination string
	Departs     time.Time
	Berth       int
	Status      string
}

type boardView struct {
	Terminal string
	Query    string
	Rows     []string
}

var timetable = map[string][]sailing{
	"harbourgate": {
		{"MV Skerryvore", "Isle of Arran", time.Date(2025, 6, 2, 7, 45, 0, 0, time.UTC), 2, "On time"},
		{"MV Loch Fyne", "Cumbrae Slip", time.Date(2025, 6, 2, 8, 15, 0, 0, time.UTC), 1, "Boarding"},
		{"MV Hebridean Gull", "Brodick", time.Date(2025, 6, 2, 9, 30, 0, 0, time.UTC), 3, "Delayed"},
	},
	"westpier": {
		{"MV Corran", "Kilcreggan", time.Date(2025, 6, 2, 7, 5, 0, 0, time.UTC), 1, "On time"},
	},
}

func Map[T, U any](in []T, fn func(T) U) []U {
	out := make([]U, 0, len(in))
	for _, v := range in {
		out = append(out, fn(v))
	}
	return out
}

func renderRow(s sailing) string {
	return fmt.Sprintf("<tr><td>%s</td><td>%s</td><td>%s</td><td>%d</td><td>%s</td></tr>",
		s.Departs.Format("15:04"), html.EscapeString(s.Vessel), html.EscapeString(s.Destination), s.Berth, html.EscapeString(s.Status))
}

func (v boardView) render() string {
	var b strings.Builder
	b.WriteString("<!doctype html><html><head><title>Departures</title></head><body>")
	fmt.Fprintf(&b, "<h1>Departures &ndash; %s</h1>", html.EscapeString(strings.ToUpper(v.Terminal)))
	b.WriteString(`<form method="get"><input name="q" placeholder="Destination or vessel"><button>Search</button></form>`)
	if len(v.Rows) == 0 {
		fmt.Fprintf(&b, "<p class=\"empty\">No sailings match &ldquo;%s&rdquo;.</p>", v.Query)
	} else {
		b.WriteString("<table><tr><th>Time</th><th>Vessel</th><th>Destination</th><th>Berth</th><th>Status</th></tr>")
		b.WriteString(strings.Join(v.Rows, ""))
		b.WriteString("</table>")
	}
	b.WriteString("</body></html>")
	return b.String()
}

func boardHandler(w http.ResponseWriter, r *http.Request) {
	terminal := chi.URLParam(r, "terminal")
	sailings, ok := timetable[terminal]
	if !ok {
		http.NotFound(w, r)
		return
	}
	query := strings.TrimSpace(r.URL.Query().Get("q"))

	matches := slices.Clone(sailings)
	if query != "" {
		needle := strings.ToLower(query)
		matches = slices.DeleteFunc(matches, func(s sailing) bool {
			return !strings.Contains(strings.ToLower(s.Destination), needle) &&
				!strings.Contains(strings.ToLower(s.Vessel), needle)
		})
	}
	slices.SortFunc(matches, func(a, b sailing) int { return a.Departs.Compare(b.Departs) })

	view := boardView{Terminal: terminal, Query: query, Rows: Map(matches, renderRow)}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	fmt.Fprint(w, view.render())
}

func main() {
	r := chi.NewRouter()
	r.Use(middleware.Logger, middleware.Recoverer)
	r.Get("/terminals/{terminal}/board", boardHandler)
	log.Fatal(http.ListenAndServe(":8040", r))
}
