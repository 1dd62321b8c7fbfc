// Validates setlists that touring artists submit for live-performance royalty reporting before they are queued.
package setlists

import (
	"encoding/json"
	"net/http"
	"strings"

	"github.com/dlclark/regexp2"
)

// A song line looks like "Song Title - Writer One, Writer Two".
var songLine = regexp2.MustCompile(`^([A-Za-z0-9'&]+\s?)+ - ([A-Za-z .'-]+,?\s?)+$`, regexp2.None)

type submission struct {
	Artist string   `json:"artist"`
	Venue  string   `json:"venue"`
	Songs  []string `json:"songs"`
}

type lineCheck func(string) bool

func matches(line string) bool {
	ok, err := songLine.MatchString(line)
	return err == nil && ok
}

func partition(lines []string, keep lineCheck) (good, bad []string) {
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if keep(l) {
			good = append(good, l)
		} else {
			bad = append(bad, l)
		}
	}
	return good, bad
}

func SubmitSetlist(enqueue func(submission)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var sub submission
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10)).Decode(&sub); err != nil {
			http.Error(w, "bad setlist", http.StatusBadRequest)
			return
		}
		good, bad := partition(sub.Songs, matches)
		if len(bad) > 0 {
			w.WriteHeader(http.StatusUnprocessableEntity)
			json.NewEncoder(w).Encode(map[string][]string{"invalid_lines": bad})
			return
		}
		sub.Songs = good
		go enqueue(sub)
		w.WriteHeader(http.StatusAccepted)
	}
}
