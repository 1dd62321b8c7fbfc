// A floorplan import program of the h72 set (cwe-918-ssrf).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"time"

	"github.com/gin-gonic/gin"
)

const cdnBase = "https://assets.blastgrid-maps.com/floorplans/"

// Source is anything that can be turned into a CDN download URL.
type Source interface {
	~string
	Resolve() (string, error)
}

// AssetID is the short id shown in the designer's export dialog.
type AssetID string

var assetIDRe = regexp.MustCompile(`^[a-z0-9]{6,32}$`)

func (a AssetID) Resolve() (string, error) {
	if !assetIDRe.MatchString(string(a)) {
		return "", errors.New("asset id looks wrong")
	}
	return cdnBase + string(a) + ".png", nil
}

// AssetURL is a full share link pasted from the designer.
type AssetURL string

func (a AssetURL) Resolve() (string, error) {
	u, err := url.Parse(string(a))
	if err != nil {
		return "", err
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return "", errors.New("share link must be a web address")
	}
	return u.String(), nil
}

func download[S Source](ctx context.Context, client *http.Client, src S) ([]byte, error) {
	target, err := src.Resolve()
	if err != nil {
		return nil, err
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, target, nil)
	if err != nil {
		return nil, err
	}
	resp, err := client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("asset server answered %s", resp.Status)
	}
	return io.ReadAll(io.LimitReader(resp.Body, 10<<20))
}

type importRequest struct {
	AssetID  string `json:"asset_id"`
	ShareURL string `json:"share_url"`
}

func importFloorplan(client *http.Client, dir string) gin.HandlerFunc {
	return func(c *gin.Context) {
		var req importRequest
		if err := c.ShouldBindJSON(&req); err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": "bad request"})
			return
		}
		var img []byte
		var err error
		if req.ShareURL != "" {
			img, err = download(c.Request.Context(), client, AssetURL(req.ShareURL))
		} else {
			img, err = download(c.Request.Context(), client, AssetID(req.AssetID))
		}
		if err != nil {
			c.JSON(http.StatusBadGateway, gin.H{"error": err.Error()})
			return
		}
		arena := filepath.Base(c.Param("arena"))
		if err := os.WriteFile(filepath.Join(dir, arena+".png"), img, 0o644); err != nil {
			c.JSON(http.StatusInternalServerError, gin.H{"error": "could not save floor plan"})
			return
		}
		c.JSON(http.StatusOK, gin.H{"arena": arena, "bytes": len(img)})
	}
}

func main() {
	client := &http.Client{Timeout: 15 * time.Second}
	r := gin.Default()
	r.POST("/arenas/:arena/floorplan", importFloorplan(client, "/srv/zapzone/public/floorplans"))
	if err := r.Run(":8096"); err != nil {
		log.Fatal(err)
	}
}
