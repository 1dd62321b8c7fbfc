// A fencing school bout scores API program of the h75 set (cwe-942-cors).
package main

import (
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/gorilla/sessions"
	"github.com/rs/cors"
)

var allowedOrigins = map[string]bool{
	"riposte-academy.example":            true,
	"www.riposte-academy.example":        true,
	"scoreboard.riposte-academy.example": true,
}

type bout struct {
	ID      int    `json:"id"`
	Left    string `json:"left"`
	Right   string `json:"right"`
	Score   string `json:"score"`
	Weapon  string `json:"weapon"`
	Referee string `json:"referee"`
}

var errNoMember = errors.New("not signed in")

type scoreboard struct {
	mu    sync.RWMutex
	bouts map[string][]bout // member id -> bouts
	store *sessions.CookieStore
}

func originAllowed(origin string) bool {
	u, err := url.Parse(origin)
	if err != nil {
		log.Printf("cors: unparsable origin %q: %v", origin, err)
		return false
	}
	if u.Scheme != "https" {
		return false
	}
	if u.Port() != "" || u.Path != "" {
		return false
	}
	return allowedOrigins[strings.ToLower(u.Hostname())]
}

func (s *scoreboard) member(r *http.Request) (string, error) {
	sess, err := s.store.Get(r, "riposte")
	if err != nil {
		return "", err
	}
	id, ok := sess.Values["member"].(string)
	if !ok || id == "" {
		return "", errNoMember
	}
	return id, nil
}

func (s *scoreboard) myBouts(w http.ResponseWriter, r *http.Request) {
	id, err := s.member(r)
	if err != nil {
		if !errors.Is(err, errNoMember) {
			log.Printf("session: %v", err)
		}
		http.Error(w, "sign in first", http.StatusUnauthorized)
		return
	}
	limit := 20
	if v := r.URL.Query().Get("limit"); v != "" {
		if n, err := strconv.Atoi(v); err == nil && n > 0 && n <= 100 {
			limit = n
		}
	}
	s.mu.RLock()
	list := s.bouts[id]
	s.mu.RUnlock()
	if len(list) > limit {
		list = list[:limit]
	}
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(list); err != nil {
		log.Printf("encode bouts: %v", err)
	}
}

func main() {
	s := &scoreboard{
		bouts: map[string][]bout{},
		store: sessions.NewCookieStore([]byte(os.Getenv("RIPOSTE_SESSION_KEY"))),
	}
	data, err := os.ReadFile("/var/lib/riposte/bouts.json")
	if err != nil {
		log.Fatalf("read bout history: %v", err)
	}
	if err := json.Unmarshal(data, &s.bouts); err != nil {
		log.Fatalf("parse bout history: %v", err)
	}

	mux := http.NewServeMux()
	mux.HandleFunc("/api/me/bouts", s.myBouts)

	c := cors.New(cors.Options{
		AllowOriginFunc:  originAllowed,
		AllowedMethods:   []string{http.MethodGet},
		AllowedHeaders:   []string{"Content-Type"},
		AllowCredentials: true,
		MaxAge:           600,
	})
	log.Fatal(http.ListenAndServe(":8091", c.Handler(mux)))
}
