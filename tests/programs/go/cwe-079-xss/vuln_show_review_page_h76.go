// A mime troupe show review page program of the h76 set (cwe-079-xss).
package main

import (
	"html/template"
	"log"
	"net/http"
	"strings"
	"sync"
	"time"
)

var pageTmpl = template.Must(template.New("reviews").Parse(`<!doctype html>
<html><head><title>{{.Title}}</title></head>
<body>
<h1>{{.Title}}</h1>
{{range .Reviews}}<article><h3>{{.Author}}</h3><p>{{.Body}}</p><small>{{.When}}</small></article>
{{end}}
<form method="post" action="/reviews">
<input name="author"><textarea name="body"></textarea><button>Post</button>
</form>
</body></html>`))

type reviewView struct {
	Author string
	Body   template.HTML
	When   string
}

type pageData struct {
	Title   string
	Reviews []reviewView
}

// pageBuilder assembles the view model for the reviews page.
type pageBuilder struct {
	data pageData
}

func newPageBuilder(title string) *pageBuilder {
	return &pageBuilder{data: pageData{Title: title}}
}

func (b *pageBuilder) AddReview(author, body string, at time.Time) *pageBuilder {
	formatted := template.HTML(strings.ReplaceAll(body, "\n", "<br>"))
	b.data.Reviews = append(b.data.Reviews, reviewView{Author: author, Body: formatted, When: at.Format("2 Jan 2006")})
	return b
}

func (b *pageBuilder) Build() pageData {
	return b.data
}

type review struct {
	author string
	body   string
	at     time.Time
}

type reviewBoard struct {
	mu      sync.Mutex
	title   string
	reviews []review
}

func (rb *reviewBoard) show(w http.ResponseWriter, r *http.Request) {
	rb.mu.Lock()
	b := newPageBuilder(rb.title)
	for _, rv := range rb.reviews {
		b.AddReview(rv.author, rv.body, rv.at)
	}
	rb.mu.Unlock()
	if err := pageTmpl.Execute(w, b.Build()); err != nil {
		log.Printf("render reviews: %v", err)
	}
}

func (rb *reviewBoard) post(w http.ResponseWriter, r *http.Request) {
	author := strings.TrimSpace(r.FormValue("author"))
	body := strings.TrimSpace(r.FormValue("body"))
	if author == "" || body == "" || len(body) > 2000 {
		http.Error(w, "author and review text required", http.StatusBadRequest)
		return
	}
	rb.mu.Lock()
	rb.reviews = append(rb.reviews, review{author: author, body: body, at: time.Now()})
	rb.mu.Unlock()
	http.Redirect(w, r, "/reviews", http.StatusSeeOther)
}

func main() {
	board := &reviewBoard{title: "The Silent Caravan - audience reviews"}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /reviews", board.show)
	mux.HandleFunc("POST /reviews", board.post)
	log.Fatal(http.ListenAndServe(":8080", mux))
}
