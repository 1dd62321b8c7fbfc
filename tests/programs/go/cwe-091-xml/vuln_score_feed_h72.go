// A score feed program of the h72 set (cwe-091-xml).
package main

import (
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"sort"
	"strings"
	"sync"
	"time"
)

type Score struct {
	Machine  string    `json:"machine"`
	Initials string    `json:"initials"`
	Player   string    `json:"player"`
	Points   int64     `json:"points"`
	At       time.Time `json:"at"`
}

// FeedWriter renders the leaderboard in the format a display asks for.
type FeedWriter interface {
	ContentType() string
	Write(w io.Writer, machine string, scores []Score) error
}

type jsonFeed struct{}

func (jsonFeed) ContentType() string { return "application/json" }
func (jsonFeed) Write(w io.Writer, _ string, scores []Score) error {
	return json.NewEncoder(w).Encode(scores)
}

// xmlFeed matches the schema baked into the older DMD display firmware.
type xmlFeed struct{}

func (xmlFeed) ContentType() string { return "application/xml" }
func (xmlFeed) Write(w io.Writer, machine string, scores []Score) error {
	var b strings.Builder
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>`+"\n")
	fmt.Fprintf(&b, `<leaderboard machine="%s">`+"\n", machine)
	for i, s := range scores {
		fmt.Fprintf(&b, `  <entry rank="%d"><initials>%s</initials><player>%s</player><points>%d</points></entry>`+"\n",
			i+1, s.Initials, s.Player, s.Points)
	}
	b.WriteString("</leaderboard>\n")
	_, err := io.WriteString(w, b.String())
	return err
}

var feeds = map[string]FeedWriter{"json": jsonFeed{}, "xml": xmlFeed{}}

type board struct {
	mu     sync.RWMutex
	scores map[string][]Score
}

func (b *board) submit(w http.ResponseWriter, r *http.Request) {
	var s Score
	if err := json.NewDecoder(io.LimitReader(r.Body, 4096)).Decode(&s); err != nil {
		http.Error(w, "bad score", http.StatusBadRequest)
		return
	}
	s.Machine = r.PathValue("machine")
	s.Initials = strings.ToUpper(strings.TrimSpace(s.Initials))
	if len(s.Initials) == 0 || len(s.Initials) > 3 || s.Points <= 0 {
		http.Error(w, "initials must be 1-3 letters", http.StatusUnprocessableEntity)
		return
	}
	s.At = time.Now()

	b.mu.Lock()
	list := append(b.scores[s.Machine], s)
	sort.Slice(list, func(i, j int) bool { return list[i].Points > list[j].Points })
	if len(list) > 10 {
		list = list[:10]
	}
	b.scores[s.Machine] = list
	b.mu.Unlock()
	w.WriteHeader(http.StatusCreated)
}

func (b *board) feed(w http.ResponseWriter, r *http.Request) {
	fw, ok := feeds[r.URL.Query().Get("format")]
	if !ok {
		fw = feeds["xml"]
	}
	machine := r.PathValue("machine")
	b.mu.RLock()
	scores := append([]Score(nil), b.scores[machine]...)
	b.mu.RUnlock()

	w.Header().Set("Content-Type", fw.ContentType())
	if err := fw.Write(w, machine, scores); err != nil {
		log.Printf("feed %s: %v", machine, err)
	}
}

func main() {
	b := &board{scores: make(map[string][]Score)}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /machines/{machine}/scores", b.submit)
	mux.HandleFunc("GET /machines/{machine}/leaderboard", b.feed)
	log.Fatal(http.ListenAndServe(":8077", mux))
}
