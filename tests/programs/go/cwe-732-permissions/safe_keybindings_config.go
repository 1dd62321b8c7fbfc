// Saves the editor's keyboard shortcuts to the user's config folder.
package main

import (
	"encoding/json"
	"os"
	"path/filepath"
)

type shortcut struct {
	Keys   string `json:"keys"`
	Action string `json:"action"`
}

func saveKeybindings(configDir string, list []shortcut) error {
	data, err := json.MarshalIndent(list, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(configDir, "keybindings.json"), data, 0o644)
}
