// A review wall program of the h71 set (cwe-079-xss).
package main

import (
	"errors"
	"html/template"
	"log"
	"net/http"
	"regexp"
	"strings"
	"sync"
	"time"
)

var ErrUnbalancedMarkup = errors.New("unbalanced emphasis markers")

var (
	boldRe   = regexp.MustCompile(`\*([^*]+)\*`)
	italicRe = regexp.MustCompile(`_([^_]+)_`)
)

// renderMarkup turns the tiny *bold* / _italic_ syntax from the review form into HTML.
func renderMarkup(s string) (template.HTML, error) {
	if strings.Count(s, "*")%2 != 0 || strings.Count(s, "_")%2 != 0 {
		return "", ErrUnbalancedMarkup
	}
	out := template.HTMLEscapeString(s)
	out = boldRe.ReplaceAllString(out, "<strong>$1</strong>")
	out = italicRe.ReplaceAllString(out, "<em>$1</em>")
	return template.HTML(out), nil
}

type review struct {
	Show   string
	Author string
	Text   string
	At     time.Time
}

type reviewView struct {
	Author string
	Body   template.HTML
	When   string
}

var wallTmpl = template.Must(template.New("wall").Parse(`<!doctype html>
<html><head><title>What the audience said</title></head><body>
<h1>{{.Show}}</h1>
{{range .Reviews}}<blockquote><p>{{.Body}}</p><footer>{{.Author}}, {{.When}}</footer></blockquote>
{{else}}<p>No reviews yet - be the first!</p>{{end}}
</body></html>`))

type wall struct {
	mu      sync.RWMutex
	reviews []review
}

func (wl *wall) post(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	rv := review{
		Show:   r.FormValue("show"),
		Author: strings.TrimSpace(r.FormValue("author")),
		Text:   strings.TrimSpace(r.FormValue("text")),
		At:     time.Now(),
	}
	if rv.Show == "" || rv.Text == "" || len(rv.Text) > 2000 {
		http.Error(w, "show and review text are required", http.StatusBadRequest)
		return
	}
	wl.mu.Lock()
	wl.reviews = append(wl.reviews, rv)
	wl.mu.Unlock()
	http.Redirect(w, r, "/reviews?show="+template.URLQueryEscaper(rv.Show), http.StatusSeeOther)
}

func (wl *wall) show(w http.ResponseWriter, r *http.Request) {
	show := r.URL.Query().Get("show")
	var views []reviewView

	wl.mu.RLock()
	for _, rv := range wl.reviews {
		if rv.Show != show {
			continue
		}
		body, err := renderMarkup(rv.Text)
		if err != nil {
			log.Printf("review by %q: %v; showing as written", rv.Author, err)
			body = template.HTML(template.HTMLEscapeString(rv.Text))
		}
		views = append(views, reviewView{Author: rv.Author, Body: body, When: rv.At.Format("2 Jan 2006")})
	}
	wl.mu.RUnlock()

	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	if err := wallTmpl.Execute(w, map[string]any{"Show": show, "Reviews": views}); err != nil {
		log.Printf("render wall: %v", err)
	}
}

func main() {
	wl := &wall{}
	mux := http.NewServeMux()
	mux.HandleFunc("/reviews", wl.show)
	mux.HandleFunc("/reviews/new", wl.post)
	log.Fatal(http.ListenAndServe(":8070", mux))
}
