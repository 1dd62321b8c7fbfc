// A invitation layouts program of the h71 set (cwe-094-code).
package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"text/template"

	"github.com/Masterminds/sprig/v3"
	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
)

var ErrUnknownLayout = errors.New("unknown layout")

type invitation struct {
	Layout string `json:"layout"`
	Hosts  string `json:"hosts"`
	Couple string `json:"couple"`
	Date   string `json:"date"`
	Venue  string `json:"venue"`
	RSVPBy string `json:"rsvp_by"`
	Stock  string `json:"stock"`
}

type studio struct {
	layouts *template.Template
}

func loadLayouts(dir string) (*template.Template, error) {
	t, err := template.New("").Funcs(sprig.TxtFuncMap()).ParseGlob(filepath.Join(dir, "*.tmpl"))
	if err != nil {
		return nil, fmt.Errorf("load layouts: %w", err)
	}
	return t, nil
}

func (s *studio) layout(name string) (*template.Template, error) {
	t := s.layouts.Lookup(name + ".tmpl")
	if t == nil {
		return nil, fmt.Errorf("%w: %q", ErrUnknownLayout, name)
	}
	return t, nil
}

func (s *studio) preview(w http.ResponseWriter, r *http.Request) {
	var inv invitation
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 16<<10)).Decode(&inv); err != nil {
		http.Error(w, "invalid request body", http.StatusBadRequest)
		return
	}
	if inv.Layout == "" {
		inv.Layout = chi.URLParam(r, "layout")
	}

	tpl, err := s.layout(inv.Layout)
	if errors.Is(err, ErrUnknownLayout) {
		// trade customers send their own layout text
		tpl, err = template.New("custom").Funcs(sprig.TxtFuncMap()).Parse(inv.Layout)
	}
	if err != nil {
		http.Error(w, fmt.Sprintf("layout: %v", err), http.StatusBadRequest)
		return
	}

	var buf bytes.Buffer
	if err := tpl.Execute(&buf, inv); err != nil {
		log.Printf("render %s: %v", tpl.Name(), err)
		http.Error(w, "could not set this wording", http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	_, _ = w.Write(buf.Bytes())
}

func main() {
	dir := os.Getenv("LAYOUT_DIR")
	if dir == "" {
		dir = "/srv/press/layouts"
	}
	layouts, err := loadLayouts(dir)
	if err != nil {
		log.Fatal(err)
	}
	s := &studio{layouts: layouts}

	r := chi.NewRouter()
	r.Use(middleware.RealIP, middleware.Logger)
	r.Post("/previews/{layout}", s.preview)
	log.Fatal(http.ListenAndServe(":8093", r))
}
