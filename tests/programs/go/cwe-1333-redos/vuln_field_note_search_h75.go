// A mushroom forager field note pattern search program of the h75 set (cwe-1333-redos).
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"sync"

	"github.com/dlclark/regexp2"
)

const maxPatternLen = 200

type fieldNote struct {
	ID      int    `json:"id"`
	Species string `json:"species"`
	Site    string `json:"site"`
	Text    string `json:"text"`
}

type patternError struct {
	Pattern string
	Err     error
}

func (e *patternError) Error() string { return fmt.Sprintf("pattern %q: %v", e.Pattern, e.Err) }
func (e *patternError) Unwrap() error { return e.Err }

var errPatternTooLong = errors.New("pattern too long")

type noteBook struct {
	mu    sync.RWMutex
	notes []fieldNote
}

func compilePattern(p string) (*regexp2.Regexp, error) {
	if p == "" {
		return nil, &patternError{Pattern: p, Err: errors.New("empty pattern")}
	}
	if len(p) > maxPatternLen {
		return nil, &patternError{Pattern: p[:20] + "...", Err: errPatternTooLong}
	}
	re, err := regexp2.Compile(p, regexp2.IgnoreCase)
	if err != nil {
		return nil, &patternError{Pattern: p, Err: err}
	}
	return re, nil
}

func (nb *noteBook) search(pattern string) ([]fieldNote, error) {
	re, err := compilePattern(pattern)
	if err != nil {
		return nil, err
	}
	nb.mu.RLock()
	defer nb.mu.RUnlock()

	var hits []fieldNote
	for _, n := range nb.notes {
		ok, err := re.MatchString(n.Species + "\n" + n.Text)
		if err != nil {
			log.Printf("note %d: match error: %v", n.ID, err)
			continue
		}
		if ok {
			hits = append(hits, n)
		}
	}
	return hits, nil
}

func (nb *noteBook) handleSearch(w http.ResponseWriter, r *http.Request) {
	hits, err := nb.search(r.URL.Query().Get("pattern"))
	if err != nil {
		var pe *patternError
		if errors.As(err, &pe) {
			status := http.StatusBadRequest
			if errors.Is(err, errPatternTooLong) {
				status = http.StatusRequestEntityTooLarge
			}
			http.Error(w, pe.Error(), status)
			return
		}
		log.Printf("note search: %v", err)
		http.Error(w, "search failed", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	if err := json.NewEncoder(w).Encode(hits); err != nil {
		log.Printf("encode hits: %v", err)
	}
}

func main() {
	nb := &noteBook{notes: []fieldNote{
		{ID: 1, Species: "Cantharellus cibarius", Site: "north ridge", Text: "Under beech, false gills, apricot smell"},
		{ID: 2, Species: "Amanita phalloides", Site: "oak hollow", Text: "Volva present. Do not collect."},
		{ID: 3, Species: "Morchella esculenta", Site: "old orchard", Text: "Hollow stem, after rain"},
	}}
	http.HandleFunc("/notes/search", nb.handleSearch)
	log.Fatal(http.ListenAndServe(":8086", nil))
}
