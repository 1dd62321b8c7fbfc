// A nursery grower feed program of the h62 set (cwe-918-ssrf).
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

// Buyers paste a wholesale grower's availability-feed URL to preview stock
// (taxon, pot size, quantity) before adding the grower as a supplier.
type previewRequest struct {
	FeedURL string `json:"feed_url" binding:"required"`
}

type availability struct {
	Grower string `json:"grower"`
	Items  []struct {
		Taxon    string  `json:"taxon"`
		PotSize  string  `json:"pot_size"`
		Quantity int     `json:"quantity"`
		Price    float64 `json:"price"`
	} `json:"items"`
}

type result[T any] struct {
	val T
	err error
}

var approvedFeedHosts = map[string]bool{
	"feeds.hortiflow.com":      true,
	"api.growerslink.co.uk":    true,
	"availability.plantnet.nl": true,
}

func validateFeed(raw string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return nil, err
	}
	if u.Scheme != "https" {
		return nil, errors.New("feed must use https")
	}
	if approvedFeedHosts[strings.ToLower(u.Hostname())] && u.Port() == "" && u.User == nil {
		return u, nil
	}
	return nil, errors.New("grower feed host is not on the approved list")
}

func fetchAsync(ctx context.Context, client *http.Client, u *url.URL) <-chan result[availability] {
	ch := make(chan result[availability], 1)
	go func() {
		defer close(ch)
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
		if err != nil {
			ch <- result[availability]{err: err}
			return
		}
		resp, err := client.Do(req)
		if err != nil {
			ch <- result[availability]{err: err}
			return
		}
		defer resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			ch <- result[availability]{err: fmt.Errorf("feed answered %d", resp.StatusCode)}
			return
		}
		var a availability
		err = json.NewDecoder(io.LimitReader(resp.Body, 1<<20)).Decode(&a)
		ch <- result[availability]{val: a, err: err}
	}()
	return ch
}

func previewHandler(client *http.Client) gin.HandlerFunc {
	return func(c *gin.Context) {
		var req previewRequest
		if err := c.ShouldBindJSON(&req); err != nil {
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": "feed_url is required"})
			return
		}
		u, err := validateFeed(req.FeedURL)
		if err != nil {
			c.AbortWithStatusJSON(http.StatusBadRequest, gin.H{"error": err.Error()})
			return
		}
		res := <-fetchAsync(c.Request.Context(), client, u)
		if res.err != nil {
			c.AbortWithStatusJSON(http.StatusBadGateway, gin.H{"error": "could not read grower feed"})
			return
		}
		c.JSON(http.StatusOK, res.val)
	}
}

func main() {
	gin.SetMode(gin.ReleaseMode)
	client := &http.Client{
		Timeout: 10 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
	r := gin.New()
	r.Use(gin.Recovery())
	r.POST("/suppliers/preview", previewHandler(client))
	_ = r.Run(":8080")
}
