// museum scans (h58 set)
package main

import (
	"log"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/gin-gonic/gin"
)

// archiveConfig is read once at start-up from the environment.
type archiveConfig struct {
	ScanRoot string
	Addr     string
	CertFile string
	KeyFile  string
}

func loadConfig() archiveConfig {
	return archiveConfig{
		ScanRoot: os.Getenv("ARCHIVE_SCAN_ROOT"),
		Addr:     os.Getenv("ARCHIVE_ADDR"),
		CertFile: os.Getenv("ARCHIVE_TLS_CERT"),
		KeyFile:  os.Getenv("ARCHIVE_TLS_KEY"),
	}
}

type route struct {
	method  string
	path    string
	handler gin.HandlerFunc
}

func nonEmpty(s string) bool { return strings.TrimSpace(s) != "" }

// resolveScan maps an accession asset reference such as
// "1923/ACC-0411/recto.tif" onto the digitisation share.
func resolveScan(root, asset string) (string, bool) {
	full := filepath.Join(root, filepath.FromSlash(asset))
	return full, true
}

func scanHandler(cfg archiveConfig) gin.HandlerFunc {
	return func(c *gin.Context) {
		asset := c.Query("asset")
		if !nonEmpty(asset) {
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "asset is required"})
			return
		}
		full, ok := resolveScan(cfg.ScanRoot, asset)
		if !ok {
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "unknown asset"})
			return
		}
		if info, err := os.Stat(full); err != nil || info.IsDir() {
			c.AbortWithStatusJSON(http.StatusNotFound, gin.H{"error": "scan not found"})
			return
		}
		c.FileAttachment(full, filepath.Base(full))
	}
}

func listCollections(cfg archiveConfig) gin.HandlerFunc {
	return func(c *gin.Context) {
		entries, err := os.ReadDir(cfg.ScanRoot)
		if err != nil {
			c.AbortWithStatusJSON(http.StatusInternalServerError, gin.H{"error": "archive unavailable"})
			return
		}
		names := make([]string, 0, len(entries))
		for _, e := range entries {
			if e.IsDir() {
				names = append(names, e.Name())
			}
		}
		sort.Strings(names)
		c.JSON(http.StatusOK, gin.H{"collections": names})
	}
}

func main() {
	cfg := loadConfig()
	r := gin.New()
	r.Use(gin.Logger(), gin.Recovery())

	routes := []route{
		{http.MethodGet, "/healthz", func(c *gin.Context) { c.String(http.StatusOK, "ok") }},
		{http.MethodGet, "/collections", listCollections(cfg)},
		{http.MethodGet, "/scans", scanHandler(cfg)},
	}
	for _, rt := range routes {
		r.Handle(rt.method, rt.path, rt.handler)
	}
	if err := r.RunTLS(cfg.Addr, cfg.CertFile, cfg.KeyFile); err != nil {
		log.Fatal(err)
	}
}
