// A tide log download program of the h70 set (cwe-022-path).
package main

import (
	"errors"
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

const logRoot = "/srv/kelpline/tidelogs"

var knownBays = []string{"north-reef", "skerry-point", "long-strand", "otter-cove"}

type logRequest struct {
	Bay    string
	Season string
	File   string
}

type segment struct {
	label string
	value string
}

// Map applies fn to every element and returns the results in order.
func Map[T, U any](in []T, fn func(T) U) []U {
	out := make([]U, 0, len(in))
	for _, v := range in {
		out = append(out, fn(v))
	}
	return out
}

func (lr logRequest) segments() []segment {
	return []segment{
		{label: "bay", value: lr.Bay},
		{label: "season", value: lr.Season},
		{label: "file", value: lr.File},
	}
}

var errUnknownLog = errors.New("unknown log")

func resolveLogPath(lr logRequest) (string, error) {
	if !slices.Contains(knownBays, lr.Bay) {
		return "", errUnknownLog
	}
	parts := Map(lr.segments(), func(s segment) string {
		return strings.TrimSpace(s.value)
	})
	cleaned := Map(parts, filepath.Base)
	if slices.ContainsFunc(cleaned, func(p string) bool { return p == "" || p == "." || p == ".." }) {
		return "", errUnknownLog
	}
	return filepath.Join(append([]string{logRoot}, cleaned...)...), nil
}

func handleLog(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	req := logRequest{
		Bay:    r.PathValue("bay"),
		Season: q.Get("season"),
		File:   q.Get("file"),
	}
	if req.Season == "" {
		req.Season = "current"
	}

	path, err := resolveLogPath(req)
	if err != nil {
		http.Error(w, "no such log", http.StatusNotFound)
		return
	}

	f, err := os.Open(path)
	if err != nil {
		http.Error(w, "no such log", http.StatusNotFound)
		return
	}
	defer f.Close()

	w.Header().Set("Content-Type", "text/csv; charset=utf-8")
	if _, err := io.Copy(w, f); err != nil {
		log.Printf("streaming %s: %v", path, err)
	}
}

func handleBays(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	io.WriteString(w, strings.Join(knownBays, "\n"))
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /bays", handleBays)
	mux.HandleFunc("GET /logs/{bay}", handleLog)

	addr := ":8085"
	log.Printf("tide log service listening on %s", addr)
	log.Fatal(http.ListenAndServe(addr, mux))
}
