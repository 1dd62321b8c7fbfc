// A hunting lodge trophy photo download program of the h75 set (cwe-022-path).
package main

import (
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"

	"github.com/gin-gonic/gin"
)

var errMissingName = errors.New("photo name is required")

type photoError struct {
	Status int
	Err    error
}

func (e *photoError) Error() string { return e.Err.Error() }
func (e *photoError) Unwrap() error { return e.Err }

type photoStore struct {
	root string
}

func envOr(key, fallback string) string {
	if v := os.Getenv(key); v != "" {
		return v
	}
	return fallback
}

func (s *photoStore) resolve(name string) (string, error) {
	if name == "" {
		return "", &photoError{Status: http.StatusBadRequest, Err: errMissingName}
	}
	full := filepath.Join(s.root, name)
	info, err := os.Stat(full)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return "", &photoError{Status: http.StatusNotFound, Err: fmt.Errorf("photo %q: %w", name, err)}
		}
		return "", &photoError{Status: http.StatusInternalServerError, Err: fmt.Errorf("stat photo: %w", err)}
	}
	if info.IsDir() {
		return "", &photoError{Status: http.StatusNotFound, Err: fmt.Errorf("photo %q is a directory", name)}
	}
	return full, nil
}

func (s *photoStore) download(c *gin.Context) {
	season := c.Param("season")
	name := c.Query("file")

	path, err := s.resolve(filepath.Join(season, name))
	if err != nil {
		var pe *photoError
		if errors.As(err, &pe) {
			log.Printf("trophy photo lookup for season %s failed: %v", season, err)
			c.AbortWithStatusJSON(pe.Status, gin.H{"error": http.StatusText(pe.Status)})
			return
		}
		log.Printf("unexpected photo error: %v", err)
		c.AbortWithStatus(http.StatusInternalServerError)
		return
	}
	c.FileAttachment(path, filepath.Base(path))
}

func main() {
	store := &photoStore{root: envOr("TROPHY_PHOTO_DIR", "/srv/lodge/trophies")}
	if _, err := os.Stat(store.root); err != nil {
		log.Fatalf("photo directory unavailable: %v", err)
	}

	r := gin.Default()
	r.GET("/seasons/:season/photos", store.download)
	if err := r.Run(envOr("LISTEN_ADDR", ":8080")); err != nil {
		log.Fatalf("server stopped: %v", err)
	}
}
