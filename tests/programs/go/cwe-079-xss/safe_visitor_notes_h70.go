// A visitor notes program of the h70 set (cwe-079-xss).
package main

import (
	"html/template"
	"log"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"
)

type note struct {
	Guest   string
	Tour    string
	Text    string
	Written time.Time
}

type noteCard struct {
	Guest string
	Tour  string
	Body  template.HTML
	When  string
}

type visitorBook struct {
	mu    sync.RWMutex
	notes []note
}

func (b *visitorBook) add(n note) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.notes = append(b.notes, n)
}

func (b *visitorBook) latest(limit int) []note {
	b.mu.RLock()
	defer b.mu.RUnlock()
	out := slices.Clone(b.notes)
	slices.Reverse(out)
	return out[:min(limit, len(out))]
}

func Map[T, U any](in []T, fn func(T) U) []U {
	out := make([]U, 0, len(in))
	for _, v := range in {
		out = append(out, fn(v))
	}
	return out
}

// keep the guest's line breaks when showing the note
func toCard(n note) noteCard {
	return noteCard{
		Guest: n.Guest,
		Tour:  n.Tour,
		Body:  template.HTML(strings.ReplaceAll(template.HTMLEscapeString(n.Text), "\n", "<br>")),
		When:  n.Written.Format("2 Jan 2006"),
	}
}

var page = template.Must(template.New("book").Parse(`<!doctype html>
<html><head><title>Visitor book</title></head><body>
<h1>Visitor book</h1>
<form method="post" action="/book">
  <input name="guest" placeholder="Your name"> <select name="tour"><option>Blue Grotto</option><option>Crystal Gallery</option></select>
  <textarea name="text"></textarea><button>Sign</button>
</form>
{{range .}}<article><h3>{{.Guest}} &middot; {{.Tour}}</h3><p>{{.Body}}</p><small>{{.When}}</small></article>
{{end}}</body></html>`))

func main() {
	book := &visitorBook{}
	mux := http.NewServeMux()

	mux.HandleFunc("GET /book", func(w http.ResponseWriter, r *http.Request) {
		cards := Map(book.latest(50), toCard)
		if err := page.Execute(w, cards); err != nil {
			log.Printf("render: %v", err)
		}
	})

	mux.HandleFunc("POST /book", func(w http.ResponseWriter, r *http.Request) {
		n := note{
			Guest:   strings.TrimSpace(r.FormValue("guest")),
			Tour:    r.FormValue("tour"),
			Text:    strings.TrimSpace(r.FormValue("text")),
			Written: time.Now(),
		}
		if n.Guest == "" || n.Text == "" || utf8.RuneCountInString(n.Text) > 2000 {
			http.Error(w, "please add your name and a note", http.StatusBadRequest)
			return
		}
		book.add(n)
		http.Redirect(w, r, "/book", http.StatusSeeOther)
	})

	log.Fatal(http.ListenAndServe(":8060", mux))
}
