// An ice rink session board program of the h62 set (cwe-079-xss).
package main

import (
	"log"
	"net/http"
	"os"
	"strings"
	"text/template"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

const boardPage = `<!doctype html>
<html><head><meta charset="utf-8"><title>{{.Rink}} public sessions</title></head>
<body>
<h1>{{.Rink}} public skating</h1>
{{if .Skater}}<p>Welcome back, {{.Skater}}! Here is what is on the ice today.</p>{{end}}
<table>
<tr><th>Start</th><th>Session</th><th>Spots left</th></tr>
{{range .Sessions}}<tr><td>{{.Start.Format "15:04"}}</td><td>{{.Name}}</td><td>{{.Spots}}</td></tr>
{{end}}</table>
</body></html>`

type iceSession struct {
	Start time.Time
	Name  string
	Spots int
}

type boardView struct {
	Rink     string
	Skater   string
	Sessions []iceSession
}

var board = template.Must(template.New("board").Parse(boardPage))

type viewOpt func(*boardView)

func greeting(name string) viewOpt {
	return func(v *boardView) { v.Skater = strings.TrimSpace(name) }
}

func onlyOpen() viewOpt {
	return func(v *boardView) {
		open := v.Sessions[:0]
		for _, s := range v.Sessions {
			if s.Spots > 0 {
				open = append(open, s)
			}
		}
		v.Sessions = open
	}
}

func todaysSessions(now time.Time) []iceSession {
	day := time.Date(now.Year(), now.Month(), now.Day(), 0, 0, 0, 0, now.Location())
	return []iceSession{
		{Start: day.Add(10 * time.Hour), Name: "Parent & tot skate", Spots: 14},
		{Start: day.Add(13 * time.Hour), Name: "Public skate", Spots: 0},
		{Start: day.Add(19*time.Hour + 30*time.Minute), Name: "Disco on ice", Spots: 42},
	}
}

func boardHandler(rink string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		v := boardView{Rink: rink, Sessions: todaysSessions(time.Now())}
		opts := []viewOpt{greeting(r.URL.Query().Get("skater"))}
		if r.URL.Query().Get("open") == "1" {
			opts = append(opts, onlyOpen())
		}
		for _, o := range opts {
			o(&v)
		}
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if err := board.Execute(w, v); err != nil {
			log.Printf("render board: %v", err)
		}
	}
}

func main() {
	r := chi.NewRouter()
	r.Use(middleware.Recoverer)
	r.Get("/sessions", boardHandler(os.Getenv("RINK_NAME")))
	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
