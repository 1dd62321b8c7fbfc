// A lesson links program of the h60 set (cwe-601-redirect).
package main

import (
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
)

type click struct {
	Campaign string
	Target   string
	At       time.Time
}

// clickCounter aggregates clicks in the background and returns a snapshot func.
func clickCounter(in <-chan click) func() map[string]int {
	var mu sync.Mutex
	counts := map[string]int{}
	go func() {
		for c := range in {
			mu.Lock()
			counts[c.Campaign]++
			mu.Unlock()
		}
	}()
	return func() map[string]int {
		mu.Lock()
		defer mu.Unlock()
		snapshot := make(map[string]int, len(counts))
		for k, v := range counts {
			snapshot[k] = v
		}
		return snapshot
	}
}

// localTarget accepts only links into the learner portal itself.
func localTarget(to string) (string, bool) {
	if to == "" {
		return "/dashboard", true
	}
	u, err := url.Parse(to)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil ||
		to[0] != '/' || (len(to) > 1 && to[1] == '/') || strings.ContainsAny(to, "\\\t\r\n") {
		return "", false
	}
	return to, true
}

func main() {
	clicks := make(chan click, 256)
	stats := clickCounter(clicks)
	go func() {
		for range time.Tick(time.Minute) {
			log.Printf("lesson e-mail clicks: %v", stats())
		}
	}()

	r := chi.NewRouter()
	// Links in reminder e-mails ("Your theory test is on Monday") go through here.
	r.Get("/r/{campaign}", func(w http.ResponseWriter, req *http.Request) {
		target, ok := localTarget(req.URL.Query().Get("to"))
		if !ok {
			http.Error(w, "link target not allowed", http.StatusBadRequest)
			return
		}
		select {
		case clicks <- click{Campaign: chi.URLParam(req, "campaign"), Target: target, At: time.Now()}:
		default:
		}
		http.Redirect(w, req, target, http.StatusFound)
	})

	srv := &http.Server{
		Addr:              os.Getenv("LISTEN_ADDR"),
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
