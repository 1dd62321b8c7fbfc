// Gin handler that imports a user's avatar from a remote image URL.
package avatars

import (
	"io"
	"net/http"
	"net/url"
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

var avatarHosts = map[string]bool{
	"secure.gravatar.com":           true,
	"avatars.githubusercontent.com": true,
	"lh3.googleusercontent.com":     true,
}

func NewAvatarService(store func(string, []byte, string) error) *AvatarService {
	noRedirects := func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &AvatarService{client: &http.Client{Timeout: 10 * time.Second, CheckRedirect: noRedirects}, Store: store}
}

func allowedAvatarURL(raw string) bool {
	u, err := url.Parse(raw)
	return err == nil && u.Scheme == "https" && u.User == nil && u.Port() == "" && avatarHosts[u.Hostname()]
}

func (s *AvatarService) Import(c *gin.Context) {
	var req importRequest
	if err := c.ShouldBindJSON(&req); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "image_url is required"})
		return
	}
	if !allowedAvatarURL(req.ImageURL) {
		c.JSON(http.StatusBadRequest, gin.H{"error": "images must come from a supported avatar host"})
		return
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
