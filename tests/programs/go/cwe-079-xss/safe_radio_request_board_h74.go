// A radio request board program of the h74 set (cwe-079-xss).
package main

import (
	"html/template"
	"log"
	"net/http"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
)

type songRequest struct {
	Listener string
	Artist   string
	Title    string
	ShoutOut string
	At       time.Time
}

// board keeps the last N requests; the DJ booth screen polls it
type board struct {
	mu    sync.RWMutex
	items []songRequest
	max   int
}

func (b *board) push(r songRequest) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.items = append(b.items, r)
	if len(b.items) > b.max {
		b.items = b.items[len(b.items)-b.max:]
	}
}

func (b *board) list() []songRequest {
	b.mu.RLock()
	defer b.mu.RUnlock()
	out := make([]songRequest, len(b.items))
	copy(out, b.items)
	return out
}

var boardTmpl = template.Must(template.New("board").Parse(`<!doctype html>
<html><head><meta http-equiv="refresh" content="15"><title>Request line</title></head>
<body><h1>Tonight's requests</h1><table>
{{range .}}<tr><td>{{.At.Format "15:04"}}</td><td>{{.Artist}} – {{.Title}}</td>
<td>from {{.Listener}}: <em>{{.ShoutOut}}</em></td></tr>
{{else}}<tr><td>No requests yet</td></tr>{{end}}
</table></body></html>`))

func main() {
	b := &board{max: 40}
	incoming := make(chan songRequest, 100)

	// a short hold lets the producer pull anything obviously off-air before it shows up
	go func() {
		for r := range incoming {
			go func(r songRequest) {
				time.Sleep(30 * time.Second)
				b.push(r)
			}(r)
		}
	}()

	r := chi.NewRouter()
	r.Post("/requests", func(w http.ResponseWriter, r *http.Request) {
		req := songRequest{
			Listener: r.FormValue("name"),
			Artist:   r.FormValue("artist"),
			Title:    r.FormValue("title"),
			ShoutOut: r.FormValue("message"),
			At:       time.Now(),
		}
		if req.Artist == "" || req.Title == "" {
			http.Error(w, "artist and title please", http.StatusBadRequest)
			return
		}
		select {
		case incoming <- req:
			w.Write([]byte("Thanks! Your request is in the queue."))
		default:
			http.Error(w, "request line is full, try again shortly", http.StatusServiceUnavailable)
		}
	})
	r.Get("/studio/board", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		if err := boardTmpl.Execute(w, b.list()); err != nil {
			log.Printf("board: %v", err)
		}
	})
	log.Fatal(http.ListenAndServe(":8005", r))
}
