// hotel guest reviews (h58 set)
package main

import (
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"
	"text/template"
	"time"
)

type review struct {
	Guest   string
	Room    string
	Comment string
	Stars   int
	At      time.Time
}

// reviewStore serialises access through a single goroutine.
type reviewStore struct {
	add  chan review
	list chan chan []review
}

func newReviewStore() *reviewStore {
	s := &reviewStore{add: make(chan review), list: make(chan chan []review)}
	go func() {
		var all []review
		for {
			select {
			case r := <-s.add:
				all = append([]review{r}, all...)
			case reply := <-s.list:
				reply <- append([]review(nil), all...)
			}
		}
	}()
	return s
}

func (s *reviewStore) snapshot() []review {
	reply := make(chan []review)
	s.list <- reply
	return <-reply
}

var page = template.Must(template.New("reviews").Parse(`<!doctype html>
<html><head><title>Harbour View Hotel - Guest reviews</title></head>
<body>
<h1>What our guests say</h1>
{{range .}}<article>
  <h2>{{.Guest}} &middot; room {{.Room}} &middot; {{.Stars}}/5</h2>
  <p>{{.Comment}}</p>
  <time>{{.At.Format "2 Jan 2006"}}</time>
</article>{{end}}
</body></html>`))

func clampStars(s string) int {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < 1 {
		return 1
	}
	if n > 5 {
		return 5
	}
	return n
}

func routes(store *reviewStore) map[string]http.HandlerFunc {
	return map[string]http.HandlerFunc{
		"GET /reviews": func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/html; charset=utf-8")
			if err := page.Execute(w, store.snapshot()); err != nil {
				log.Printf("render reviews: %v", err)
			}
		},
		"POST /reviews": func(w http.ResponseWriter, r *http.Request) {
			if err := r.ParseForm(); err != nil {
				http.Error(w, "bad form", http.StatusBadRequest)
				return
			}
			store.add <- review{
				Guest:   r.PostForm.Get("guest"),
				Room:    r.PostForm.Get("room"),
				Comment: r.PostForm.Get("comment"),
				Stars:   clampStars(r.PostForm.Get("stars")),
				At:      time.Now(),
			}
			http.Redirect(w, r, "/reviews", http.StatusSeeOther)
		},
	}
}

func main() {
	mux := http.NewServeMux()
	for pattern, h := range routes(newReviewStore()) {
		mux.HandleFunc(pattern, h)
	}
	srv := &http.Server{Addr: os.Getenv("HOTEL_ADDR"), Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("HOTEL_TLS_CERT"), os.Getenv("HOTEL_TLS_KEY")))
}
