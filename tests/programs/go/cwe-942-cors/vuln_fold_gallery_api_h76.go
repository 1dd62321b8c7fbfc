// A paper origami studio fold gallery API program of the h76 set (cwe-942-cors).
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"sync"

	"github.com/go-chi/chi/v5"
	"github.com/rs/cors"
)

type model struct {
	ID       string `json:"id"`
	Title    string `json:"title"`
	Sheets   int    `json:"sheets"`
	Designer string `json:"designer"`
}

type gallery struct {
	mu     sync.RWMutex
	models map[string]model
	drafts map[string][]model
}

func memberFrom(r *http.Request) string {
	c, err := r.Cookie("fold_member")
	if err != nil {
		return ""
	}
	return lookupSession(c.Value)
}

// sessionTable is refreshed from the studio's member sign-in service.
var sessionTable = map[string]string{}

func lookupSession(id string) string { return sessionTable[id] }

func (g *gallery) public(w http.ResponseWriter, r *http.Request) {
	g.mu.RLock()
	defer g.mu.RUnlock()
	json.NewEncoder(w).Encode(g.models)
}

func (g *gallery) myDrafts(w http.ResponseWriter, r *http.Request) {
	member := memberFrom(r)
	if member == "" {
		http.Error(w, "sign in to see drafts", http.StatusUnauthorized)
		return
	}
	g.mu.RLock()
	defer g.mu.RUnlock()
	json.NewEncoder(w).Encode(g.drafts[member])
}

func (g *gallery) publishDraft(w http.ResponseWriter, r *http.Request) {
	member := memberFrom(r)
	if member == "" {
		http.Error(w, "sign in first", http.StatusUnauthorized)
		return
	}
	var m model
	if err := json.NewDecoder(r.Body).Decode(&m); err != nil || m.ID == "" {
		http.Error(w, "model id required", http.StatusBadRequest)
		return
	}
	m.Designer = member
	g.mu.Lock()
	g.models[m.ID] = m
	g.mu.Unlock()
	w.WriteHeader(http.StatusCreated)
}

func corsOptions() cors.Options {
	return cors.Options{
		AllowOriginFunc:  func(origin string) bool { return true },
		AllowedMethods:   []string{http.MethodGet, http.MethodPost},
		AllowedHeaders:   []string{"Content-Type"},
		AllowCredentials: true,
		MaxAge:           600,
	}
}

func main() {
	g := &gallery{models: map[string]model{}, drafts: map[string][]model{}}
	r := chi.NewRouter()
	r.Use(cors.New(corsOptions()).Handler)
	r.Get("/api/models", g.public)
	r.Get("/api/me/drafts", g.myDrafts)
	r.Post("/api/me/publish", g.publishDraft)
	log.Fatal(http.ListenAndServe(":8080", r))
}
