// CLI helper that caches a freshly issued API credential in the user's config directory.
package credcache

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"time"
)

type CachedCredential struct {
	AccessKey string    `json:"access_key"`
	SecretKey string    `json:"secret_key"`
	Expires   time.Time `json:"expires"`
}

func cacheFile() (string, error) {
	base, err := os.UserConfigDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(base, "acme-cli", "credentials.json"), nil
}

func Save(cred CachedCredential) error {
	path, err := cacheFile()
	if err != nil {
		return err
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
		return err
	}
	data, err := json.MarshalIndent(cred, "", "  ")
	if err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

func Load() (*CachedCredential, error) {
	path, err := cacheFile()
	if err != nil {
		return nil, err
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var cred CachedCredential
	if err := json.Unmarshal(data, &cred); err != nil {
		return nil, err
	}
	if time.Now().After(cred.Expires) {
		return nil, errors.New("cached credential expired")
	}
	return &cred, nil
}
