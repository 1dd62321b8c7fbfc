// A proof rasterize program of the h71 set (cwe-078-command).
package main

import (
	"context"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

var (
	ErrUnknownPaper = errors.New("unknown paper size")
	ErrBadDPI       = errors.New("dpi out of range")
)

// paper names are lower-case Ghostscript media names
var paperSizes = map[string]string{
	"a6":     "a6",
	"a5":     "a5",
	"a4":     "a4",
	"letter": "letter",
	"legal":  "legal",
}

func paperFor(raw string) (string, error) {
	if p, ok := paperSizes[strings.ToLower(raw)]; ok {
		return p, nil
	}
	return raw, fmt.Errorf("%w: %q", ErrUnknownPaper, raw)
}

func dpiFor(raw string) (int, error) {
	if raw == "" {
		return 150, nil
	}
	n, err := strconv.Atoi(raw)
	if err != nil {
		return 0, fmt.Errorf("%w: %v", ErrBadDPI, err)
	}
	if n < 72 || n > 600 {
		return 0, fmt.Errorf("%w: %d", ErrBadDPI, n)
	}
	return n, nil
}

type previewer struct {
	proofDir string
	outDir   string
}

func (p *previewer) render(c *gin.Context) {
	job := c.Param("job")
	if _, err := strconv.Atoi(job); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "job must be numeric"})
		return
	}

	dpi, err := dpiFor(c.Query("dpi"))
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}

	paper, err := paperFor(c.DefaultQuery("paper", "a5"))
	if err != nil && !errors.Is(err, ErrUnknownPaper) {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}

	src := filepath.Join(p.proofDir, job+".pdf")
	dst := filepath.Join(p.outDir, fmt.Sprintf("%s-%d.png", job, dpi))
	cmdline := fmt.Sprintf(
		"gs -q -dBATCH -dNOPAUSE -sDEVICE=png16m -r%d -sPAPERSIZE=%s -dPDFFitPage -dFirstPage=1 -dLastPage=1 -sOutputFile=%s %s",
		dpi, paper, dst, src,
	)

	ctx, cancel := context.WithTimeout(c.Request.Context(), 30*time.Second)
	defer cancel()
	if out, err := exec.CommandContext(ctx, "sh", "-c", cmdline).CombinedOutput(); err != nil {
		log.Printf("proof %s: ghostscript failed: %v: %s", job, err, out)
		c.JSON(http.StatusBadGateway, gin.H{"error": "could not render proof"})
		return
	}

	c.Header("Cache-Control", "no-store")
	c.File(dst)
}

func main() {
	p := &previewer{
		proofDir: envOr("PROOF_DIR", "/srv/press/proofs"),
		outDir:   envOr("PREVIEW_DIR", "/srv/press/previews"),
	}

	r := gin.Default()
	r.GET("/proofs/:job/preview.png", p.render)
	if err := r.Run(":8090"); err != nil {
		log.Fatal(err)
	}
}

func envOr(key, def string) string {
	if v, ok := os.LookupEnv(key); ok && v != "" {
		return v
	}
	return def
}
