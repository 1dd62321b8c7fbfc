// Chi routes that stream archived course transcripts to students through a small middleware chain.
package transcripts

import (
	"context"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-chi/chi/v5"
)

const archiveRoot = "/srv/campus/transcripts"

type ctxKey string

type middleware func(http.Handler) http.Handler

func chain(h http.Handler, mws ...middleware) http.Handler {
	for i := len(mws) - 1; i >= 0; i-- {
		h = mws[i](h)
	}
	return h
}

func requireStudent(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-Student-Id")
		if id == "" {
			http.Error(w, "unauthenticated", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey("student"), id)))
	})
}

func resolveTranscript(student, term, file string) (string, bool) {
	home := filepath.Join(archiveRoot, filepath.Base(student))
	candidate := filepath.Join(home, term, file)
	rel, err := filepath.Rel(home, candidate)
	if err != nil || rel == ".." || strings.HasPrefix(rel, ".."+string(filepath.Separator)) {
		return "", false
	}
	return candidate, true
}

func downloadTranscript(w http.ResponseWriter, r *http.Request) {
	student, _ := r.Context().Value(ctxKey("student")).(string)
	path, ok := resolveTranscript(student, chi.URLParam(r, "term"), r.URL.Query().Get("file"))
	if !ok {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	f, err := os.Open(path)
	if err != nil {
		http.Error(w, "not found", http.StatusNotFound)
		return
	}
	defer f.Close()
	w.Header().Set("Content-Type", "application/pdf")
	io.Copy(w, f)
}

func Routes() http.Handler {
	r := chi.NewRouter()
	r.Method(http.MethodGet, "/transcripts/{term}", chain(http.HandlerFunc(downloadTranscript), requireStudent))
	return r
}
