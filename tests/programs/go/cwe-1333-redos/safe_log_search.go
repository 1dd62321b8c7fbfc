// Admin endpoint that searches recent application log lines with a user-supplied pattern.
package logs

import (
	"bufio"
	"encoding/json"
	"net/http"
	"os"
	"regexp"
)

type LogSearcher struct {
	Path     string
	MaxLines int
}

type searchResponse struct {
	Pattern string   `json:"pattern"`
	Matches []string `json:"matches"`
}

func (s *LogSearcher) scan(match func(string) bool) ([]string, error) {
	f, err := os.Open(s.Path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() && len(out) < s.MaxLines {
		if line := sc.Text(); match(line) {
			out = append(out, line)
		}
	}
	return out, sc.Err()
}

func (s *LogSearcher) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	pattern := r.URL.Query().Get("pattern")
	if pattern == "" || len(pattern) > 200 {
		http.Error(w, "bad pattern", http.StatusBadRequest)
		return
	}
	re, err := regexp.Compile("(?i)" + pattern)
	if err != nil {
		http.Error(w, "bad pattern", http.StatusBadRequest)
		return
	}
	matches, err := s.scan(re.MatchString)
	if err != nil {
		http.Error(w, "search failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(searchResponse{Pattern: pattern, Matches: matches})
}
