// A mould templates program of the h67 set (cwe-022-path).
// ice sculptors: serve CNC mould templates from the studio's template library
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"regexp"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	validation "github.com/go-ozzo/ozzo-validation/v4"
)

var mouldName = regexp.MustCompile(`^[a-z0-9_-]{1,64}\.stl$`)

type MouldRequest struct {
	Collection string
	Name       string
}

func (r MouldRequest) Validate() error {
	return validation.ValidateStruct(&r,
		validation.Field(&r.Collection, validation.Required,
			validation.In("wedding", "corporate", "festival", "seasonal")),
		validation.Field(&r.Name, validation.Required,
			validation.Length(5, 120), validation.Match(mouldName)),
	)
}

type TemplateLibrary struct {
	root string
}

func NewTemplateLibrary(root string) *TemplateLibrary {
	return &TemplateLibrary{root: root}
}

func (l *TemplateLibrary) Locate(collection, name string) (string, error) {
	p := filepath.Join(l.root, collection, name)
	if _, err := os.Stat(p); err != nil {
		return "", err
	}
	return p, nil
}

type MouldHandler struct {
	lib *TemplateLibrary
}

func NewMouldHandler(lib *TemplateLibrary) *MouldHandler {
	return &MouldHandler{lib: lib}
}

func (h *MouldHandler) Routes(r chi.Router) {
	r.Get("/moulds/{collection}", h.Download)
}

func (h *MouldHandler) Download(w http.ResponseWriter, r *http.Request) {
	req := MouldRequest{
		Collection: chi.URLParam(r, "collection"),
		Name:       r.URL.Query().Get("name"),
	}
	if err := req.Validate(); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]any{"errors": err})
		return
	}

	p, err := h.lib.Locate(req.Collection, req.Name)
	if err != nil {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "template not found"})
		return
	}

	w.Header().Set("Content-Type", "model/stl")
	w.Header().Set("Content-Disposition", `attachment; filename="`+filepath.Base(p)+`"`)
	http.ServeFile(w, r, p)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func main() {
	root := os.Getenv("MOULD_LIBRARY")
	if root == "" {
		root = "/srv/icehouse/moulds"
	}

	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Logger, middleware.Recoverer)
	NewMouldHandler(NewTemplateLibrary(root)).Routes(r)

	log.Println("mould library on :8082")
	log.Fatal(http.ListenAndServe(":8082", r))
}
