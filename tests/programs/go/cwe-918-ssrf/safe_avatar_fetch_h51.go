// Imports a player's avatar image from the game studio's CDN into the profile service.
package profiles

import (
	"encoding/json"
	"errors"
	"io"
	"net/http"
	"net/url"
	"time"
)

type AvatarImporter struct {
	Client *http.Client
	Save   func(playerID string, img []byte, contentType string) error
}

type importRequest struct {
	PlayerID string `json:"player_id"`
	ImageURL string `json:"image_url"`
}

func NewAvatarImporter(save func(string, []byte, string) error) *AvatarImporter {
	client := &http.Client{
		Timeout: 8 * time.Second,
		CheckRedirect: func(*http.Request, []*http.Request) error {
			return http.ErrUseLastResponse
		},
	}
	return &AvatarImporter{Client: client, Save: save}
}

func checkSource(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "https" || u.User != nil || u.Host != "cdn.playhub.io" {
		return errors.New("avatars must come from the studio CDN")
	}
	return nil
}

func (a *AvatarImporter) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	var req importRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.PlayerID == "" {
		http.Error(w, "bad request", http.StatusBadRequest)
		return
	}
	if err := checkSource(req.ImageURL); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	resp, err := a.Client.Get(req.ImageURL)
	if err != nil {
		http.Error(w, "could not fetch avatar", http.StatusBadGateway)
		return
	}
	defer resp.Body.Close()
	img, err := io.ReadAll(io.LimitReader(resp.Body, 2<<20))
	if err != nil || resp.StatusCode != http.StatusOK {
		http.Error(w, "could not fetch avatar", http.StatusBadGateway)
		return
	}
	if err := a.Save(req.PlayerID, img, resp.Header.Get("Content-Type")); err != nil {
		http.Error(w, "could not store avatar", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
