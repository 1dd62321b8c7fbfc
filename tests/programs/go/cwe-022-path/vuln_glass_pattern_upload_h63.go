// A glass pattern upload program of the h63 set (cwe-022-path).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"time"
)

// Cartoon files that the cutting room can plot full size.
var allowedPatternTypes = map[string]bool{".svg": true, ".dxf": true, ".pdf": true}

// PatternUpload is one leaded-glass cartoon sent in by a partner studio.
type PatternUpload struct {
	Studio   string
	FileName string
	Content  []byte
}

type UploadValidator struct{}

func (UploadValidator) Validate(u PatternUpload) error {
	ext := filepath.Ext(u.FileName)
	if !allowedPatternTypes[ext] {
		return fmt.Errorf("pattern type %q not accepted", ext)
	}
	if len(u.Content) == 0 {
		return errors.New("empty pattern file")
	}
	return nil
}

type PatternStore struct {
	root string
}

func (s *PatternStore) Save(studio, name string, data []byte) (string, error) {
	dir := filepath.Join(s.root, studio)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return "", err
	}
	target := filepath.Join(dir, name)
	return target, os.WriteFile(target, data, 0o640)
}

type PatternService struct {
	validator UploadValidator
	store     *PatternStore
}

func (s *PatternService) Accept(u PatternUpload) (string, error) {
	if err := s.validator.Validate(u); err != nil {
		return "", err
	}
	name := fmt.Sprintf("%d-%s", time.Now().Unix(), filepath.Base(u.FileName))
	return s.store.Save(u.Studio, name, u.Content)
}

type UploadHandler struct {
	service *PatternService
}

func (h *UploadHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	if r.Method != http.MethodPost {
		http.Error(w, "method not allowed", http.StatusMethodNotAllowed)
		return
	}
	r.Body = http.MaxBytesReader(w, r.Body, 8<<20)
	if err := r.ParseMultipartForm(8 << 20); err != nil {
		http.Error(w, "upload too large or malformed", http.StatusBadRequest)
		return
	}
	file, header, err := r.FormFile("pattern")
	if err != nil {
		http.Error(w, "missing pattern file", http.StatusBadRequest)
		return
	}
	defer file.Close()
	content, err := io.ReadAll(file)
	if err != nil {
		http.Error(w, "could not read pattern", http.StatusBadRequest)
		return
	}
	upload := PatternUpload{Studio: r.FormValue("studio"), FileName: header.Filename, Content: content}
	stored, err := h.service.Accept(upload)
	if err != nil {
		http.Error(w, err.Error(), http.StatusUnprocessableEntity)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(map[string]string{"stored": filepath.Base(stored)})
}

func main() {
	svc := &PatternService{store: &PatternStore{root: "/var/lib/leadlight/patterns"}}
	mux := http.NewServeMux()
	mux.Handle("/patterns", &UploadHandler{service: svc})
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
