// A lacrosse stats cors program of the h74 set (cwe-942-cors).
package main

import (
	"bufio"
	"encoding/json"
	"log"
	"net/http"
	"net/url"
	"os"
	"strings"
	"sync"
	"time"

	"github.com/rs/cors"
)

type domainSet struct {
	mu      sync.RWMutex
	domains []string
}

func (d *domainSet) replace(list []string) {
	d.mu.Lock()
	d.domains = list
	d.mu.Unlock()
}

func (d *domainSet) allows(origin string) bool {
	u, err := url.Parse(origin)
	if err != nil || u.Host == "" {
		return false
	}
	host := strings.ToLower(u.Hostname())
	d.mu.RLock()
	defer d.mu.RUnlock()
	for _, dom := range d.domains {
		if strings.HasSuffix(host, dom) {
			return true
		}
	}
	return false
}

func readDomains(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.ToLower(strings.TrimSpace(sc.Text()))
		if line != "" && !strings.HasPrefix(line, "#") {
			out = append(out, line)
		}
	}
	return out, sc.Err()
}

// new clubs join mid-season, so the list is re-read without a restart
func watchDomains(path string, set *domainSet, every time.Duration) {
	for {
		if list, err := readDomains(path); err != nil {
			log.Printf("club domains: %v", err)
		} else {
			set.replace(list)
		}
		time.Sleep(every)
	}
}

func main() {
	set := &domainSet{}
	go watchDomains("/etc/lacrosse/club-domains.txt", set, time.Minute)

	mux := http.NewServeMux()
	mux.HandleFunc("/api/players/me/stats", func(w http.ResponseWriter, r *http.Request) {
		if _, err := r.Cookie("league_session"); err != nil {
			http.Error(w, "sign in to the league portal", http.StatusUnauthorized)
			return
		}
		// looked up from the session store in production
		json.NewEncoder(w).Encode(map[string]any{
			"player": "Riley Okafor", "team": "Harbor Hawks U16",
			"goals": 17, "assists": 9, "ground_balls": 31,
			"guardian_phone": "+1 555 0134",
		})
	})

	handler := cors.New(cors.Options{
		AllowOriginFunc:  set.allows,
		AllowedMethods:   []string{http.MethodGet},
		AllowCredentials: true,
		MaxAge:           600,
	}).Handler(mux)

	log.Fatal(http.ListenAndServe(":8200", handler))
}
