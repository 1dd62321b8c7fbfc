// A bookclub progress formula program of the h74 set (cwe-094-code).
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"sync"
	"time"

	"github.com/dop251/goja"
)

type readingStats struct {
	Pages    int
	Books    int
	Minutes  int
	Sessions int
}

type scorer func(readingStats) (float64, error)

type scheduler struct {
	mu      sync.Mutex
	scorers map[string]scorer
	scores  map[string]float64
}

func (s *scheduler) register(club string, fn scorer) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.scorers[club] = fn
}

func (s *scheduler) run(stats func(club string) readingStats) {
	for range time.Tick(time.Minute) {
		s.mu.Lock()
		for club, fn := range s.scorers {
			v, err := fn(stats(club))
			if err != nil {
				log.Printf("score %s: %v", club, err)
				continue
			}
			s.scores[club] = v
		}
		s.mu.Unlock()
	}
}

// formulas the challenge committee has published
var presets = map[string]string{
	"pages":    "pages",
	"books":    "books * 100",
	"balanced": "pages * 0.5 + books * 40 + minutes / 10",
	"streaky":  "sessions * 5 + pages * 0.2",
}

func evalScore(expr string, s readingStats) (float64, error) {
	vm := goja.New()
	vm.Set("pages", s.Pages)
	vm.Set("books", s.Books)
	vm.Set("minutes", s.Minutes)
	vm.Set("sessions", s.Sessions)
	v, err := vm.RunString(expr)
	if err != nil {
		return 0, err
	}
	return v.ToFloat(), nil
}

func main() {
	sched := &scheduler{scorers: map[string]scorer{}, scores: map[string]float64{}}
	go sched.run(func(club string) readingStats {
		// pulled from the reading log service in production
		return readingStats{Pages: 1840, Books: 6, Minutes: 2900, Sessions: 41}
	})

	http.HandleFunc("/clubs/scoring", func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			Club    string `json:"club"`
			Formula string `json:"formula"`
		}
		if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Club == "" {
			http.Error(w, "club and formula required", http.StatusBadRequest)
			return
		}

		expr := req.Formula
		sched.register(req.Club, func(s readingStats) (float64, error) { return evalScore(expr, s) })
		script, ok := presets[req.Formula]
		if !ok {
			http.Error(w, "unknown scoring formula", http.StatusBadRequest)
			return
		}
		expr = script
		w.WriteHeader(http.StatusNoContent)
	})

	http.HandleFunc("/clubs/scores", func(w http.ResponseWriter, r *http.Request) {
		sched.mu.Lock()
		defer sched.mu.Unlock()
		json.NewEncoder(w).Encode(sched.scores)
	})

	log.Fatal(http.ListenAndServe(":8020", nil))
}
