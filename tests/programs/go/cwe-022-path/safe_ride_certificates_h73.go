// A ride certificates program of the h73 set (cwe-022-path).
package main

import (
	"encoding/base64"
	"errors"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/gin-gonic/gin"
)

var errBadToken = errors.New("malformed document token")

type certStore struct {
	root string
}

// Certificates are referenced by an opaque token (base64 of "<ride>/<year>/<file>")
// so the compliance mailer can put them in links without worrying about spaces.
func (s *certStore) resolve(token string) (string, error) {
	token = strings.TrimSpace(token)
	if token == "" {
		return "", errBadToken
	}
	raw, err := base64.URLEncoding.DecodeString(token)
	if err != nil {
		return "", errBadToken
	}
	rel := strings.TrimPrefix(string(raw), "/")
	rel = strings.ReplaceAll(rel, "\\", "/")
	full := filepath.Join(s.root, filepath.FromSlash(rel))
	inside, err := filepath.Rel(s.root, full)
	if err != nil || inside == ".." || strings.HasPrefix(inside, ".."+string(filepath.Separator)) {
		return "", errBadToken
	}
	return full, nil
}

func (s *certStore) download(c *gin.Context) {
	full, err := s.resolve(c.Query("doc"))
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	info, err := os.Stat(full)
	if err != nil || info.IsDir() {
		c.JSON(http.StatusNotFound, gin.H{"error": "certificate not found"})
		return
	}
	c.Header("Cache-Control", "private, max-age=300")
	c.FileAttachment(full, filepath.Base(full))
}

func (s *certStore) listRide(c *gin.Context) {
	ride := strings.ToLower(c.Param("ride"))
	entries, err := os.ReadDir(filepath.Join(s.root, filepath.Base(ride)))
	if err != nil {
		c.JSON(http.StatusNotFound, gin.H{"error": "unknown ride"})
		return
	}
	docs := make([]gin.H, 0, len(entries))
	for _, e := range entries {
		if e.IsDir() {
			continue
		}
		rel := ride + "/" + e.Name()
		docs = append(docs, gin.H{
			"name":  e.Name(),
			"token": base64.URLEncoding.EncodeToString([]byte(rel)),
		})
	}
	c.JSON(http.StatusOK, gin.H{"ride": ride, "documents": docs})
}

func main() {
	root := os.Getenv("CERT_ROOT")
	if root == "" {
		root = "/var/lib/splashworks/certificates"
	}
	store := &certStore{root: root}

	r := gin.Default()
	staff := r.Group("/staff/certificates")
	staff.GET("/rides/:ride", store.listRide)
	staff.GET("/download", store.download)

	if err := r.Run(":8081"); err != nil {
		log.Fatal(err)
	}
}
