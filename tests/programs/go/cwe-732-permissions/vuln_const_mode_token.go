// Caches the OAuth refresh token for the CLI between runs.
package main

import (
	"os"
	"path/filepath"
)

const cacheFileMode = 0o644

func cacheRefreshToken(home, refresh string) error {
	dir := filepath.Join(home, ".acmecli")
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "credentials"), []byte(refresh), cacheFileMode)
}
