// A field notes upload program of the h73 set (cwe-319-cleartext).
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"strings"
	"time"

	"github.com/spf13/cobra"
)

type visit struct {
	Cache   string    `json:"cache_code"`
	When    time.Time `json:"visited_at"`
	Outcome string    `json:"outcome"`
	Note    string    `json:"note"`
}

// geocache_visits.txt lines look like: GC8XY12,2024-06-01T14:03Z,Found it,"TFTC, great hide"
func parseFieldNotes(path string) ([]visit, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()

	var visits []visit
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(strings.ReplaceAll(sc.Text(), "\x00", ""))
		parts := strings.SplitN(line, ",", 4)
		if len(parts) < 3 || !strings.HasPrefix(parts[0], "GC") {
			continue
		}
		when, err := time.Parse("2006-01-02T15:04Z", parts[1])
		if err != nil {
			continue
		}
		v := visit{Cache: parts[0], When: when, Outcome: parts[2]}
		if len(parts) == 4 {
			v.Note = strings.Trim(parts[3], `"`)
		}
		visits = append(visits, v)
	}
	return visits, sc.Err()
}

func upload(apiBase, token string, visits []visit) error {
	endpoint, err := url.JoinPath(apiBase, "v2", "logs", "batch")
	if err != nil {
		return err
	}
	if u, err := url.Parse(endpoint); err != nil || u.Scheme != "https" {
		return fmt.Errorf("log service URL must use https: %s", apiBase)
	}
	var body bytes.Buffer
	if err := json.NewEncoder(&body).Encode(map[string]any{"visits": visits}); err != nil {
		return err
	}
	req, err := http.NewRequest(http.MethodPost, endpoint, &body)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Token "+token)
	req.Header.Set("Content-Type", "application/json")

	resp, err := (&http.Client{Timeout: 30 * time.Second}).Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		return fmt.Errorf("log service answered %s", resp.Status)
	}
	return nil
}

func main() {
	var apiBase string
	cmd := &cobra.Command{
		Use:   "cachelog upload <geocache_visits.txt>",
		Short: "Upload field notes to the club log service",
		Args:  cobra.ExactArgs(1),
		RunE: func(cmd *cobra.Command, args []string) error {
			token := os.Getenv("CACHELOG_TOKEN")
			if token == "" {
				return fmt.Errorf("CACHELOG_TOKEN is not set")
			}
			visits, err := parseFieldNotes(args[0])
			if err != nil {
				return err
			}
			if err := upload(apiBase, token, visits); err != nil {
				return err
			}
			fmt.Printf("uploaded %d visits\n", len(visits))
			return nil
		},
	}
	cmd.Flags().StringVar(&apiBase, "api", "https://logs.tricountycachers.org/api", "log service base URL")
	if err := cmd.Execute(); err != nil {
		os.Exit(1)
	}
}
