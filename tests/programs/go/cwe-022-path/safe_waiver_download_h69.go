// A waiver download program of the h69 set (cwe-022-path).
package main

import (
	"context"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"
)

type ctxKey int

const (
	docNameKey ctxKey = iota
	docKindKey
)

var archiveRoot = envOr("LIVERY_ARCHIVE", "/srv/livery/archive")

func envOr(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}

// withDocument pulls the document reference out of the request once so that
// handlers further down the chain don't each parse the query string.
func withDocument(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := r.URL.Query().Get("file")
		kind := r.PathValue("kind")
		if name == "" {
			http.Error(w, "missing file", http.StatusBadRequest)
			return
		}
		ctx := context.WithValue(r.Context(), docNameKey, name)
		ctx = context.WithValue(ctx, docKindKey, kind)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func requireCustomer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if c, err := r.Cookie("livery_session"); err != nil || c.Value == "" {
			http.Error(w, "sign in first", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r)
	})
}

func serveDocument(w http.ResponseWriter, r *http.Request) {
	name, _ := r.Context().Value(docNameKey).(string)
	kind, _ := r.Context().Value(docKindKey).(string)

	var dir string
	switch kind {
	case "waivers":
		dir = filepath.Join(archiveRoot, "waivers")
	case "receipts":
		dir = filepath.Join(archiveRoot, "receipts")
	default:
		http.NotFound(w, r)
		return
	}
	full := filepath.Join(dir, name)
	if !strings.HasPrefix(full, dir+string(os.PathSeparator)) {
		http.Error(w, "bad file name", http.StatusBadRequest)
		return
	}

	f, err := os.Open(full)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil || st.IsDir() {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	http.ServeContent(w, r, filepath.Base(full), st.ModTime(), f)
}

func main() {
	mux := http.NewServeMux()
	mux.Handle("GET /documents/{kind}", requireCustomer(withDocument(http.HandlerFunc(serveDocument))))
	log.Println("livery documents listening on :8081")
	log.Fatal(http.ListenAndServe(":8081", mux))
}
