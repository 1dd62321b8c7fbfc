// A pottery studioctl token program of the h61 set (cwe-732-permissions).
// studioctl lets pottery studio staff manage wheel and kiln bookings from the terminal.
package main

import (
	"bufio"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"
)

const apiBase = "https://api.claybooker.io/v1"

type StoredCredentials struct {
	Studio   string    `json:"studio"`
	APIToken string    `json:"api_token"`
	IssuedAt time.Time `json:"issued_at"`
}

// CredentialStore persists the token between runs; the macOS build uses the keychain instead.
type CredentialStore interface {
	Save(c StoredCredentials) error
	Load() (StoredCredentials, error)
}

type fileStore struct{ path string }

func newFileStore() (*fileStore, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil, err
	}
	return &fileStore{path: filepath.Join(dir, "studioctl", "credentials.json")}, nil
}

func (f *fileStore) Save(c StoredCredentials) error {
	if err := os.MkdirAll(filepath.Dir(f.path), 0o700); err != nil {
		return err
	}
	data, err := json.MarshalIndent(c, "", "  ")
	if err != nil {
		return err
	}
	return os.WriteFile(f.path, data, 0o600)
}

func (f *fileStore) Load() (StoredCredentials, error) {
	var c StoredCredentials
	data, err := os.ReadFile(f.path)
	if err != nil {
		return c, errors.New("not logged in: run studioctl login")
	}
	return c, json.Unmarshal(data, &c)
}

func verifyToken(ctx context.Context, studio, token string) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, apiBase+"/studios/"+url.PathEscape(studio)+"/me", nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+token)
	resp, err := (&http.Client{Timeout: 10 * time.Second}).Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("token rejected: %s", resp.Status)
	}
	return nil
}

func login(store CredentialStore, studio string) error {
	fmt.Print("Paste the API token from the ClayBooker admin page: ")
	line, err := bufio.NewReader(os.Stdin).ReadString('\n')
	if err != nil {
		return err
	}
	token := strings.TrimSpace(line)
	if err := verifyToken(context.Background(), studio, token); err != nil {
		return err
	}
	return store.Save(StoredCredentials{Studio: studio, APIToken: token, IssuedAt: time.Now()})
}

func main() {
	if len(os.Args) < 3 || os.Args[1] != "login" {
		fmt.Fprintln(os.Stderr, "usage: studioctl login <studio-slug>")
		os.Exit(2)
	}
	store, err := newFileStore()
	if err == nil {
		err = login(store, os.Args[2])
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "studioctl:", err)
		os.Exit(1)
	}
	fmt.Println("logged in")
}
