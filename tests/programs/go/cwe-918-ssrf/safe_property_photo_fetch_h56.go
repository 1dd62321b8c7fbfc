// Gin endpoint where agents attach listing photos by URL; a background goroutine fetches and stores each image.
package photos

import (
	"context"
	"io"
	"log"
	"net/http"
	"net/url"
	"time"

	"github.com/gin-gonic/gin"
)

type attachRequest struct {
	ListingID string   `json:"listing_id" binding:"required"`
	URLs      []string `json:"urls" binding:"required,max=20"`
}

type BlobStore interface {
	Put(ctx context.Context, key string, r io.Reader) error
}

var fetcher = &http.Client{
	Timeout:       15 * time.Second,
	CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
}

var photoHosts = map[string]bool{"photos.mlsconnect.example": true, "cdn.homeshots.example": true}

func acceptable(raw string) (*url.URL, bool) {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil || u.Port() != "" {
		return nil, false
	}
	return u, photoHosts[u.Hostname()]
}

func importPhoto(ctx context.Context, store BlobStore, listing string, u *url.URL) error {
	resp, err := fetcher.Get(u.String())
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	return store.Put(ctx, "listings/"+listing+"/"+u.Host+u.Path, io.LimitReader(resp.Body, 15<<20))
}

func AttachPhotos(store BlobStore) gin.HandlerFunc {
	return func(c *gin.Context) {
		var req attachRequest
		if err := c.ShouldBindJSON(&req); err != nil {
			c.JSON(http.StatusBadRequest, gin.H{"error": err.Error()})
			return
		}
		var accepted []*url.URL
		for _, raw := range req.URLs {
			if u, ok := acceptable(raw); ok {
				accepted = append(accepted, u)
			}
		}
		go func(listing string, urls []*url.URL) {
			for _, u := range urls {
				if err := importPhoto(context.Background(), store, listing, u); err != nil {
					log.Printf("photo import %s: %v", u, err)
				}
			}
		}(req.ListingID, accepted)
		c.JSON(http.StatusAccepted, gin.H{"queued": len(accepted)})
	}
}
