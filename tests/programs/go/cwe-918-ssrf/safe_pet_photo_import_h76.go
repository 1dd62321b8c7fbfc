// A dog groomer pet photo import program of the h76 set (cwe-918-ssrf).
package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"

	"github.com/gin-gonic/gin"
)

// Fetcher downloads a customer's "before" photo for the grooming card.
type Fetcher interface {
	Fetch(ctx context.Context, rawURL string) ([]byte, error)
}

type directFetcher struct {
	client *http.Client
}

func (d directFetcher) Fetch(ctx context.Context, rawURL string) ([]byte, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, rawURL, nil)
	if err != nil {
		return nil, err
	}
	resp, err := d.client.Do(req)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("photo host answered %d", resp.StatusCode)
	}
	return io.ReadAll(io.LimitReader(resp.Body, 8<<20))
}

// hostListFetcher only forwards to hosts the shop has agreed to pull from.
type hostListFetcher struct {
	inner Fetcher
	hosts map[string]bool
}

func (h hostListFetcher) Fetch(ctx context.Context, rawURL string) ([]byte, error) {
	u, err := url.Parse(rawURL)
	if err != nil || u.Scheme != "https" || !h.hosts[u.Hostname()] || u.Port() != "" {
		return nil, errors.New("photo host not accepted")
	}
	return h.inner.Fetch(ctx, u.String())
}

type importer struct {
	sources map[string]Fetcher
	photos  map[string][]byte
}

func newImporter() *importer {
	client := &http.Client{
		Timeout: 10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
	base := directFetcher{client: client}
	partners := hostListFetcher{inner: base, hosts: map[string]bool{
		"photos.pawportal.com": true,
		"cdn.petsnapapp.com":   true,
	}}
	return &importer{
		sources: map[string]Fetcher{
			"partner": partners,
			"link":    partners,
		},
		photos: map[string][]byte{},
	}
}

type importRequest struct {
	Booking string `json:"booking" binding:"required"`
	Source  string `json:"source" binding:"required"`
	URL     string `json:"url" binding:"required"`
}

func (im *importer) handle(c *gin.Context) {
	var req importRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "booking, source and url required"})
		return
	}
	fetcher, ok := im.sources[req.Source]
	if !ok {
		c.JSON(http.StatusBadRequest, gin.H{"error": "unknown source"})
		return
	}
	data, err := fetcher.Fetch(c.Request.Context(), req.URL)
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": err.Error()})
		return
	}
	im.photos[req.Booking] = data
	c.JSON(http.StatusCreated, gin.H{"booking": req.Booking, "bytes": len(data)})
}

func main() {
	im := newImporter()
	r := gin.Default()
	r.POST("/bookings/photo", im.handle)
	r.Run(":8080")
}
