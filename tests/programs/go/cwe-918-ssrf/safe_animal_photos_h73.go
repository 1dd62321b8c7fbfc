// A animal photos program of the h73 set (cwe-918-ssrf).
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image"
	_ "image/jpeg"
	_ "image/png"
	"io"
	"log"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

const (
	photoDomain = "meadowbrookfarmzoo.com"
	photoDir    = "/srv/meadowbrook/animal-photos"
)

var fetcher = &http.Client{Timeout: 10 * time.Second}

func photoURL(body []byte) (*url.URL, error) {
	var req map[string]any
	if err := json.Unmarshal(body, &req); err != nil {
		return nil, err
	}
	raw, _ := req["photo_url"].(string)
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" {
		return nil, fmt.Errorf("photo links must use https")
	}
	host := strings.ToLower(u.Hostname())
	if (host != photoDomain && !strings.HasSuffix(host, "."+photoDomain)) || u.Port() != "" || u.User != nil {
		return nil, fmt.Errorf("photos must be hosted on %s", photoDomain)
	}
	return u, nil
}

func attachPhoto(c *gin.Context) {
	animal := filepath.Base(strings.ToLower(c.Param("animal")))
	body, err := io.ReadAll(io.LimitReader(c.Request.Body, 4096))
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "unreadable body"})
		return
	}
	u, err := photoURL(body)
	if err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}

	resp, err := fetcher.Get(u.String())
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": "could not fetch photo"})
		return
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 8<<20))
	if err != nil || resp.StatusCode != http.StatusOK {
		c.JSON(http.StatusBadGateway, gin.H{"error": "photo host answered " + resp.Status, "detail": string(data)})
		return
	}
	cfg, format, err := image.DecodeConfig(bytes.NewReader(data))
	if err != nil {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": "not a JPEG or PNG image", "detail": string(data)})
		return
	}

	name := fmt.Sprintf("%s-%d.%s", animal, time.Now().Unix(), format)
	if err := os.WriteFile(filepath.Join(photoDir, name), data, 0o644); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not store photo"})
		return
	}
	c.JSON(http.StatusCreated, gin.H{"file": name, "width": cfg.Width, "height": cfg.Height})
}

func main() {
	r := gin.Default()
	r.POST("/animals/:animal/photos", attachPhoto)
	log.Fatal(r.Run(":8055"))
}
