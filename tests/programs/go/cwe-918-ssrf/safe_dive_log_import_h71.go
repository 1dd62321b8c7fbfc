// A dive log import program of the h71 set (cwe-918-ssrf).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

var (
	ErrShareLink   = errors.New("share link could not be read")
	ErrLinkScheme  = errors.New("share link must be http or https")
	ErrLinkHost    = errors.New("share links from this service are not supported")
	ErrLogTooLarge = errors.New("dive log is larger than 2 MB")
)

// hosts of the dive-computer clouds our students use
var logHosts = map[string]bool{
	"share.shearwater-cloud.com": true,
	"dive.suunto-app.com":        true,
	"logs.garmin-dive.com":       true,
	"export.mares-divelog.com":   true,
}

func shareURL(raw string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return nil, fmt.Errorf("%w: %v", ErrShareLink, err)
	}
	host := strings.ToLower(u.Hostname())
	switch u.Scheme {
	case "http":
		// some older exporters still hand out http share links
		fallthrough
	case "https":
		if !logHosts[host] {
			return nil, fmt.Errorf("%w: %s", ErrLinkHost, host)
		}
	default:
		return nil, ErrLinkScheme
	}
	return u, nil
}

type diveLog struct {
	Site     string  `json:"site"`
	MaxDepth float64 `json:"max_depth_m"`
	Minutes  int     `json:"bottom_time_min"`
	Started  string  `json:"started_at"`
}

var fetchClient = &http.Client{
	Timeout: 15 * time.Second,
	CheckRedirect: func(req *http.Request, via []*http.Request) error {
		if len(via) >= 3 {
			return errors.New("too many redirects")
		}
		_, err := shareURL(req.URL.String())
		return err
	},
}

func importLog(c *gin.Context) {
	var body struct {
		StudentID string `json:"student_id" binding:"required"`
		ShareLink string `json:"share_link" binding:"required"`
	}
	if err := c.ShouldBindJSON(&body); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
		return
	}
	u, err := shareURL(body.ShareLink)
	if err != nil {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": err.Error()})
		return
	}

	resp, err := fetchClient.Get(u.String())
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": ErrShareLink.Error()})
		return
	}
	defer resp.Body.Close()
	data, err := io.ReadAll(io.LimitReader(resp.Body, 2<<20+1))
	if err != nil || len(data) > 2<<20 {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": ErrLogTooLarge.Error()})
		return
	}

	var dives []diveLog
	if err := json.Unmarshal(data, &dives); err != nil {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": "share link did not return a dive log", "body": string(data)})
		return
	}
	c.JSON(http.StatusOK, gin.H{"student_id": body.StudentID, "dives": dives})
}

func main() {
	r := gin.Default()
	r.POST("/training/logs/import", importLog)
	if err := r.Run(":8015"); err != nil {
		log.Fatal(err)
	}
}
