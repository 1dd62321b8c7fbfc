// A chess club tournament standings board program of the h76 set (cwe-079-xss).
package main

import (
	"fmt"
	"html"
	"log"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

type standing struct {
	Name   string
	Rating int
	Points float64
}

type column struct {
	Header string
	Format func(s standing) string
}

var columns = []column{
	{Header: "Player", Format: func(s standing) string { return s.Name }},
	{Header: "Rating", Format: func(s standing) string { return strconv.Itoa(s.Rating) }},
	{Header: "Points", Format: func(s standing) string { return strconv.FormatFloat(s.Points, 'f', 1, 64) }},
}

type tournament struct {
	mu      sync.RWMutex
	title   string
	players []standing
}

func (t *tournament) register(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimSpace(r.FormValue("name"))
	rating, err := strconv.Atoi(r.FormValue("rating"))
	if name == "" || err != nil {
		http.Error(w, "name and rating required", http.StatusBadRequest)
		return
	}
	t.mu.Lock()
	t.players = append(t.players, standing{Name: name, Rating: rating})
	t.mu.Unlock()
	w.WriteHeader(http.StatusCreated)
}

func (t *tournament) board(w http.ResponseWriter, r *http.Request) {
	t.mu.RLock()
	rows := append([]standing(nil), t.players...)
	t.mu.RUnlock()
	sort.Slice(rows, func(i, j int) bool { return rows[i].Points > rows[j].Points })

	var sb strings.Builder
	fmt.Fprintf(&sb, "<html><body><h1>%s</h1><table><tr>", html.EscapeString(t.title))
	for _, c := range columns {
		fmt.Fprintf(&sb, "<th>%s</th>", c.Header)
	}
	sb.WriteString("</tr>")
	for _, row := range rows {
		sb.WriteString("<tr>")
		for _, c := range columns {
			fmt.Fprintf(&sb, "<td>%s</td>", c.Format(row))
		}
		sb.WriteString("</tr>")
	}
	sb.WriteString("</table></body></html>")
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Write([]byte(sb.String()))
}

func main() {
	t := &tournament{title: "Spring Rapid Open"}
	r := chi.NewRouter()
	r.Use(middleware.Logger, middleware.Recoverer)
	r.Post("/players", t.register)
	r.Get("/standings", t.board)
	log.Fatal(http.ListenAndServe(":8080", r))
}
