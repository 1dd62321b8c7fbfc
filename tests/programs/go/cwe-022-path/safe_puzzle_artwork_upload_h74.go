// A puzzle artwork upload program of the h74 set (cwe-022-path).
package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/gin-gonic/gin"
	"golang.org/x/sync/errgroup"
)

const artworkRoot = "/srv/puzzleworks/artwork"

var orderRe = regexp.MustCompile(`^PZ-[0-9]{6}$`)

var previewQueue = make(chan string, 100)

func checkArtworkName(name string) error {
	if name == "" || strings.Contains(name, "..") || strings.ContainsAny(name, `/\`) {
		return fmt.Errorf("invalid artwork name %q", name)
	}
	ext := strings.ToLower(filepath.Ext(name))
	if ext != ".png" && ext != ".jpg" && ext != ".jpeg" && ext != ".tif" {
		return fmt.Errorf("unsupported image type %q", ext)
	}
	return nil
}

func saveArtwork(ctx context.Context, dst string, src io.Reader) error {
	if err := os.MkdirAll(filepath.Dir(dst), 0o750); err != nil {
		return err
	}
	f, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, src); err != nil {
		f.Close()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	select {
	case previewQueue <- dst:
	case <-ctx.Done():
	}
	return nil
}

func uploadArtwork(c *gin.Context) {
	order := c.Param("order")
	if !orderRe.MatchString(order) {
		c.JSON(http.StatusBadRequest, gin.H{"error": "unknown order"})
		return
	}
	name := c.PostForm("artwork_name")
	fh, err := c.FormFile("artwork")
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "artwork file missing"})
		return
	}
	src, err := fh.Open()
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "unreadable upload"})
		return
	}
	defer src.Close()

	if err := checkArtworkName(name); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	g, ctx := errgroup.WithContext(c.Request.Context())
	g.Go(func() error { return saveArtwork(ctx, filepath.Join(artworkRoot, order, name), src) })
	if err := g.Wait(); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"order": order, "artwork": name, "preview": "queued"})
}

func main() {
	go func() {
		for path := range previewQueue {
			fmt.Println("rendering cut preview for", path)
		}
	}()
	r := gin.Default()
	r.MaxMultipartMemory = 64 << 20
	r.POST("/orders/:order/artwork", uploadArtwork)
	r.Run(":8010")
}
