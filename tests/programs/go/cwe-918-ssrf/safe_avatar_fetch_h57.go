// Online game profile service: players submit an avatar image URL and a background worker imports it.
package avatars

import (
	"context"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/url"
	"time"

	"github.com/gin-gonic/gin"
)

type ImportAvatarCommand struct {
	PlayerID  string `json:"-"`
	SourceURL string `json:"source_url" binding:"required,url"`
}

var avatarHosts = map[string]bool{"gravatar.com": true, "cdn.discordapp.com": true, "avatars.steamstatic.com": true}

type AvatarImporter struct {
	client *http.Client
	store  func(playerID string, img []byte) error
	jobs   chan ImportAvatarCommand
}

func NewAvatarImporter(store func(string, []byte) error) *AvatarImporter {
	noRedirects := func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }
	return &AvatarImporter{client: &http.Client{Timeout: 8 * time.Second, CheckRedirect: noRedirects},
		store: store, jobs: make(chan ImportAvatarCommand, 64)}
}

func (a *AvatarImporter) fetch(ctx context.Context, cmd ImportAvatarCommand) error {
	u, err := url.Parse(cmd.SourceURL)
	if err != nil || u.Scheme != "https" || u.User != nil || u.Port() != "" || !avatarHosts[u.Hostname()] {
		return fmt.Errorf("avatar host not allowed")
	}
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	resp, err := a.client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	img, err := io.ReadAll(io.LimitReader(resp.Body, 2<<20))
	if err != nil {
		return err
	}
	return a.store(cmd.PlayerID, img)
}

func (a *AvatarImporter) Work(ctx context.Context) {
	for cmd := range a.jobs {
		if err := a.fetch(ctx, cmd); err != nil {
			log.Printf("avatar import for %s failed: %v", cmd.PlayerID, err)
		}
	}
}

func (a *AvatarImporter) Handler(c *gin.Context) {
	var cmd ImportAvatarCommand
	if err := c.ShouldBindJSON(&cmd); err != nil {
		c.JSON(http.StatusBadRequest, gin.H{"error": "source_url must be a URL"})
		return
	}
	cmd.PlayerID = c.GetString("player_id")
	a.jobs <- cmd
	c.Status(http.StatusAccepted)
}
