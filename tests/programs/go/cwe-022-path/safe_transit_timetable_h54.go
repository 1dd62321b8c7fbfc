// Serves printable timetable sheets for transit routes from the local export directory.
package main

import (
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/go-chi/chi/v5"
)

const timetableRoot = "/srv/transit/timetables"

type resolver func(route, sheet string) (string, bool)

func withinRoot(root string) resolver {
	base := filepath.Clean(root) + string(os.PathSeparator)
	return func(route, sheet string) (string, bool) {
		full := filepath.Join(root, route, sheet)
		return full, strings.HasPrefix(full, base)
	}
}

func firstNonEmpty(vals ...string) string {
	for _, v := range vals {
		if v != "" {
			return v
		}
	}
	return ""
}

func serveSheet(resolve resolver) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		route := chi.URLParam(r, "route")
		sheet := firstNonEmpty(r.URL.Query().Get("sheet"), "weekday.pdf")
		full, ok := resolve(route, sheet)
		if !ok {
			http.Error(w, "not found", http.StatusNotFound)
			return
		}
		data, err := os.ReadFile(full)
		if err != nil {
			http.Error(w, "not found", http.StatusNotFound)
			return
		}
		w.Header().Set("Content-Type", "application/pdf")
		w.Write(data)
	}
}

func main() {
	r := chi.NewRouter()
	r.Get("/routes/{route}/timetable", serveSheet(withinRoot(timetableRoot)))
	log.Fatal(http.ListenAndServe(":8080", r))
}
