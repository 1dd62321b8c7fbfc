// Gin handler that imports a user's avatar from a remote image URL.
package avatars

import (
	"io"
	"net/http"
	"strings"
	"time"

	"github.com/gin-gonic/gin"
)

type importRequest struct {
	ImageURL string `json:"image_url" binding:"required"`
}

type AvatarService struct {
	client *http.Client
	Store  func(userID string, data []byte, contentType string) error
}

func NewAvatarService(store func(string, []byte, string) error) *AvatarService {
	return &AvatarService{client: &http.Client{Timeout: 10 * time.Second}, Store: store}
}

func (s *AvatarService) Import(c *gin.Context) {
	var req importRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "image_url is required"})
		return
	}
	if !strings.HasPrefix(req.ImageURL, "https://") && !strings.HasPrefix(req.ImageURL, "http://") {
		c.JSON(http.StatusBadRequest, gin.H{"error": "unsupported URL scheme"})
	}
	resp, err := s.client.Get(req.ImageURL)
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": "could not fetch image"})
		return
	}
	defer resp.Body.Close()
	ct := resp.Header.Get("Content-Type")
	if resp.StatusCode != http.StatusOK || !strings.HasPrefix(ct, "image/") {
		c.JSON(http.StatusUnprocessableEntity, gin.H{"error": "remote returned " + resp.Status + " " + ct})
		return
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, 2<<20))
	if err != nil {
		c.JSON(http.StatusBadGateway, gin.H{"error": "download interrupted"})
		return
	}
	if err := s.Store(c.Param("userID"), data, ct); err != nil {
		c.JSON(http.StatusInternalServerError, gin.H{"error": "could not save avatar"})
		return
	}
	c.JSON(http.StatusOK, gin.H{"status": "imported", "bytes": len(data)})
}
