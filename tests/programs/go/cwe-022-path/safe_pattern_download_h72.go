// A pattern download program of the h72 set (cwe-022-path).
package main

import (
	"io"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"github.com/gin-gonic/gin"
)

// Locator names a document inside one of the circle libraries.
type Locator interface {
	~string
	Describe() string
}

type PatternName string

func (p PatternName) Describe() string { return "pattern " + string(p) }

type ChartName string

func (c ChartName) Describe() string { return "colour chart " + string(c) }

// Library reads documents of one kind from its base folder.
type Library[L Locator] struct {
	base string
}

func (l Library[L]) Read(loc L) ([]byte, error) {
	root, err := os.OpenRoot(l.base)
	if err != nil {
		return nil, err
	}
	defer root.Close()

	f, err := root.Open(string(loc))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, 32<<20))
}

func toPattern(s string) PatternName { return PatternName(strings.TrimSpace(s)) }

func toChart(s string) ChartName {
	s = strings.TrimSpace(s)
	if !strings.HasSuffix(s, ".pdf") {
		s += ".pdf"
	}
	return ChartName(s)
}

func serveDocument[L Locator](lib Library[L], conv func(string) L) gin.HandlerFunc {
	return func(c *gin.Context) {
		raw := c.Query("file")
		if raw == "" {
			c.String(http.StatusBadRequest, "file is required")
			return
		}
		loc := conv(raw)
		data, err := lib.Read(loc)
		if err != nil {
			log.Printf("circle %s: %s: %v", c.Param("circle"), loc.Describe(), err)
			c.String(http.StatusNotFound, "%s is not in the library", loc.Describe())
			return
		}
		c.Header("Content-Disposition", "inline")
		c.Data(http.StatusOK, "application/pdf", data)
	}
}

func requireMember() gin.HandlerFunc {
	return func(c *gin.Context) {
		if c.GetHeader("X-Circle-Member") == "" {
			c.AbortWithStatus(http.StatusUnauthorized)
			return
		}
		c.Next()
	}
}

func main() {
	base := os.Getenv("LIBRARY_ROOT")
	if base == "" {
		base = "/var/lib/purlstitch/library"
	}
	patterns := Library[PatternName]{base: filepath.Join(base, "patterns")}
	charts := Library[ChartName]{base: filepath.Join(base, "charts")}

	r := gin.Default()
	circles := r.Group("/circles/:circle", requireMember())
	circles.GET("/patterns", serveDocument(patterns, toPattern))
	circles.GET("/charts", serveDocument(charts, toChart))

	if err := r.Run(":8090"); err != nil {
		log.Fatal(err)
	}
}
