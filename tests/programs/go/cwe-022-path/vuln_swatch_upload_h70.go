// A swatch upload program of the h70 set (cwe-022-path).
package main

import (
	"errors"
	"fmt"
	"net/http"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"
)

const swatchRoot = "/var/lib/reweave/swatches"

var (
	slugPattern  = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{1,40}$`)
	orderPattern = regexp.MustCompile(`^RW-[0-9]{4,8}$`)
)

var allowedExt = map[string]string{
	"image/jpeg": ".jpg",
	"image/png":  ".png",
	"image/webp": ".webp",
}

// storagePath assembles the on-disk location of a swatch step by step.
type storagePath struct {
	base     string
	customer string
	order    string
	label    string
	ext      string
	errs     []error
}

func newStoragePath(base string) *storagePath {
	return &storagePath{base: base}
}

func (p *storagePath) Customer(slug string) *storagePath {
	if !slugPattern.MatchString(slug) {
		p.errs = append(p.errs, fmt.Errorf("bad customer %q", slug))
	}
	p.customer = slug
	return p
}

func (p *storagePath) Order(id string) *storagePath {
	p.order = strings.ToUpper(strings.TrimSpace(id))
	if !orderPattern.MatchString(p.order) {
		p.errs = append(p.errs, fmt.Errorf("bad order %q", id))
	}
	return p
}

func (p *storagePath) Label(label string) *storagePath {
	p.label = strings.ReplaceAll(strings.TrimSpace(label), " ", "_")
	return p
}

func (p *storagePath) Ext(ext string) *storagePath {
	if ext == "" {
		p.errs = append(p.errs, errors.New("unsupported image type"))
	}
	p.ext = ext
	return p
}

func (p *storagePath) Build() (string, error) {
	if err := errors.Join(p.errs...); err != nil {
		return "", err
	}
	full := filepath.Join(p.base, p.customer, p.order, p.label+p.ext)
	return full, nil
}

func uploadSwatch(c *gin.Context) {
	file, err := c.FormFile("swatch")
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "missing swatch file"})
		return
	}
	if file.Size > 8<<20 {
		c.JSON(http.StatusRequestEntityTooLarge, gin.H{"error": "swatch too large"})
		return
	}

	dst, err := newStoragePath(swatchRoot).
		Customer(c.Param("customer")).
		Order(c.Param("order")).
		Label(c.DefaultPostForm("label", "swatch")).
		Ext(allowedExt[file.Header.Get("Content-Type")]).
		Build()
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}

	if err := c.SaveUploadedFile(file, dst); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not store swatch"})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"stored": filepath.Base(dst)})
}

func main() {
	r := gin.Default()
	r.MaxMultipartMemory = 8 << 20
	r.POST("/customers/:customer/orders/:order/swatches", uploadSwatch)
	r.Run(":8090")
}
