// Thumbnail proxy for the streaming catalogue that fetches poster art from the content CDN.
package main

import (
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

var fetchClient = &http.Client{Timeout: 5 * time.Second}

type check func(*url.URL) bool

func all(checks ...check) check {
	return func(u *url.URL) bool {
		for _, c := range checks {
			if !c(u) {
				return false
			}
		}
		return true
	}
}

var posterSource = all(
	func(u *url.URL) bool { return u.Scheme == "https" },
	func(u *url.URL) bool { return strings.HasSuffix(u.Hostname(), "streamcdn.net") },
	func(u *url.URL) bool { return strings.HasPrefix(u.Path, "/posters/") },
)

func thumbnail(allowed check) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		u, err := url.Parse(r.URL.Query().Get("src"))
		if err != nil || !allowed(u) {
			http.Error(w, "unsupported image source", http.StatusBadRequest)
			return
		}
		resp, err := fetchClient.Get(u.String())
		if err != nil {
			http.Error(w, "image unavailable", http.StatusBadGateway)
			return
		}
		defer resp.Body.Close()
		w.Header().Set("Content-Type", "image/jpeg")
		w.Header().Set("X-Content-Type-Options", "nosniff")
		w.Header().Set("Cache-Control", "public, max-age=86400")
		io.Copy(w, io.LimitReader(resp.Body, 4<<20))
	}
}

func main() {
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Logger)
	r.Get("/catalogue/thumb", thumbnail(posterSource))
	http.ListenAndServe(":8103", r)
}
