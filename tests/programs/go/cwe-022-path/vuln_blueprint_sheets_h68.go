// A blueprint sheets program of the h68 set (cwe-022-path).
// luthiers: serves build drawings and bracing templates for each instrument model to workshop members
package main

import (
	"cmp"
	"errors"
	"io"
	"io/fs"
	"log/slog"
	"mime"
	"net/http"
	"os"
	"path/filepath"
	"slices"
)

type library struct {
	root   string
	models []string
	log    *slog.Logger
}

type option func(*library)

func withRoot(dir string) option { return func(l *library) { l.root = dir } }

func withModels(m ...string) option {
	return func(l *library) { l.models = append(l.models, m...) }
}

func newLibrary(opts ...option) *library {
	l := &library{root: "/srv/workshop/drawings", log: slog.Default()}
	for _, o := range opts {
		o(l)
	}
	slices.Sort(l.models)
	l.models = slices.Compact(l.models)
	return l
}

func (l *library) listModels(w http.ResponseWriter, _ *http.Request) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	for _, m := range l.models {
		io.WriteString(w, m+"\n")
	}
}

func (l *library) serveSheet(w http.ResponseWriter, r *http.Request) {
	model := r.PathValue("model")
	if _, found := slices.BinarySearch(l.models, model); !found {
		http.Error(w, "unknown model", http.StatusNotFound)
		return
	}
	sheet := cmp.Or(r.URL.Query().Get("sheet"), "overview.pdf")
	display := filepath.Base(sheet)

	dir := filepath.Join(l.root, model)
	full := filepath.Join(dir, sheet)

	f, err := os.Open(full)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		http.Error(w, "no such sheet", http.StatusNotFound)
		return
	case err != nil:
		l.log.Error("open sheet", "model", model, "sheet", sheet, "err", err)
		http.Error(w, "unavailable", http.StatusInternalServerError)
		return
	}
	defer f.Close()

	info, err := f.Stat()
	if err != nil || info.IsDir() {
		http.Error(w, "no such sheet", http.StatusNotFound)
		return
	}
	ctype := cmp.Or(mime.TypeByExtension(filepath.Ext(display)), "application/octet-stream")
	w.Header().Set("Content-Type", ctype)
	w.Header().Set("Content-Disposition", mime.FormatMediaType("inline", map[string]string{"filename": display}))
	l.log.Info("sheet served", "model", model, "sheet", display, "bytes", info.Size())
	http.ServeContent(w, r, display, info.ModTime(), f)
}

func main() {
	lib := newLibrary(
		withRoot(cmp.Or(os.Getenv("DRAWINGS_DIR"), "/srv/workshop/drawings")),
		withModels("om-cutaway", "dreadnought-d18", "parlour-00", "archtop-17", "mandolin-a5"),
	)

	mux := http.NewServeMux()
	mux.HandleFunc("GET /models", lib.listModels)
	mux.HandleFunc("GET /models/{model}/sheet", lib.serveSheet)

	addr := cmp.Or(os.Getenv("ADDR"), ":8080")
	slog.Info("drawing library up", "addr", addr, "models", len(lib.models))
	if err := http.ListenAndServe(addr, mux); err != nil {
		slog.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
