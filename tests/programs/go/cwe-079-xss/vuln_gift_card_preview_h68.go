// A gift card preview program of the h68 set (cwe-079-xss).
// chocolatiers: shows a live preview of the handwritten-style gift card that ships inside a praline box
package main

import (
	"cmp"
	"html/template"
	"log/slog"
	"net/http"
	"os"
	"strings"
)

type box struct {
	SKU    string
	Name   string
	Pieces int
}

type cardView struct {
	Box       box
	Recipient string
	Message   template.HTML
	Lines     int
}

var catalogue = map[string]box{
	"PR-12-SEA": {SKU: "PR-12-SEA", Name: "Sea Salt Caramel Dozen", Pieces: 12},
	"PR-24-MIX": {SKU: "PR-24-MIX", Name: "Atelier Mixed Selection", Pieces: 24},
	"TR-09-RUM": {SKU: "TR-09-RUM", Name: "Dark Rum Truffles", Pieces: 9},
}

var cardTmpl = template.Must(template.New("card").Parse(`<!doctype html>
<html><head><title>Gift card – {{.Box.Name}}</title>
<link rel="stylesheet" href="/static/card.css"></head>
<body><div class="card">
  <p class="to">For {{.Recipient}}</p>
  <p class="msg">{{.Message}}</p>
  <p class="box">{{.Box.Name}} · {{.Box.Pieces}} pieces</p>
</div></body></html>`))

func render[T any](w http.ResponseWriter, t *template.Template, data T) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := t.Execute(w, data); err != nil {
		slog.Error("template", "name", t.Name(), "err", err)
	}
}

const maxLines = 6

func messageLines(raw string) []string {
	var out []string
	for line := range strings.Lines(raw) {
		line = strings.TrimRight(line, "\r\n")
		if line = strings.TrimSpace(line); line == "" {
			continue
		}
		out = append(out, line)
		if len(out) == maxLines {
			break
		}
	}
	return out
}

func preview(w http.ResponseWriter, r *http.Request) {
	b, ok := catalogue[r.PathValue("sku")]
	if !ok {
		http.NotFound(w, r)
		return
	}
	q := r.URL.Query()
	lines := messageLines(q.Get("message"))
	if len(lines) == 0 {
		lines = []string{"With love and chocolate"}
	}

	render(w, cardTmpl, cardView{
		Box:       b,
		Recipient: cmp.Or(strings.TrimSpace(q.Get("to")), "you"),
		Message:   template.HTML(strings.Join(lines, "<br>")),
		Lines:     len(lines),
	})
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /boxes/{sku}/card", preview)
	mux.Handle("GET /static/", http.StripPrefix("/static/", http.FileServer(http.Dir("static"))))

	addr := cmp.Or(os.Getenv("PORT"), "8000")
	slog.Info("card preview", "port", addr)
	if err := http.ListenAndServe(":"+addr, mux); err != nil {
		slog.Error("exit", "err", err)
		os.Exit(1)
	}
}
