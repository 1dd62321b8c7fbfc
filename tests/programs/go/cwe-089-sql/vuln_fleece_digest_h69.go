// A fleece digest program of the h69 set (cwe-089-sql).
package main

import (
	"context"
	"database/sql"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"sync"
	"time"

	_ "github.com/go-sql-driver/mysql"
	"github.com/robfig/cron/v3"
)

type subscription struct {
	Owner   string `json:"owner"`
	Email   string `json:"email"`
	Paddock string `json:"paddock"`
}

type subscriptionBook struct {
	mu   sync.Mutex
	subs map[string]subscription
}

func (b *subscriptionBook) put(s subscription) {
	b.mu.Lock()
	defer b.mu.Unlock()
	b.subs[s.Owner] = s
}

func (b *subscriptionBook) snapshot() []subscription {
	b.mu.Lock()
	defer b.mu.Unlock()
	out := make([]subscription, 0, len(b.subs))
	for _, s := range b.subs {
		out = append(out, s)
	}
	return out
}

var book = &subscriptionBook{subs: map[string]subscription{}}

func subscribe(w http.ResponseWriter, r *http.Request) {
	var s subscription
	if err := json.NewDecoder(r.Body).Decode(&s); err != nil || s.Owner == "" || s.Paddock == "" {
		http.Error(w, "owner and paddock required", http.StatusBadRequest)
		return
	}
	book.put(s)
	w.WriteHeader(http.StatusAccepted)
}

type digestLine struct {
	Animal  string
	ShearKg float64
}

func runDigest(db *sql.DB) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
	defer cancel()
	since := time.Now().AddDate(0, 0, -7).Format("2006-01-02")

	for _, s := range book.snapshot() {
		q := "SELECT a.name, SUM(f.weight_kg) FROM fleeces f JOIN alpacas a ON a.id = f.alpaca_id " +
			"WHERE a.paddock = '" + s.Paddock + "' AND f.shorn_on >= ? GROUP BY a.name ORDER BY a.name"
		rows, err := db.QueryContext(ctx, q, since)
		if err != nil {
			log.Printf("digest for %s: %v", s.Owner, err)
			continue
		}
		var lines []digestLine
		for rows.Next() {
			var l digestLine
			if err := rows.Scan(&l.Animal, &l.ShearKg); err == nil {
				lines = append(lines, l)
			}
		}
		rows.Close()
		log.Printf("digest queued for %s <%s>: %d animals in %s", s.Owner, s.Email, len(lines), s.Paddock)
	}
}

func main() {
	db, err := sql.Open("mysql", os.Getenv("HERD_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	c := cron.New()
	if _, err := c.AddFunc("15 3 * * *", func() { runDigest(db) }); err != nil {
		log.Fatal(err)
	}
	c.Start()
	defer c.Stop()

	http.HandleFunc("POST /digest/subscriptions", subscribe)
	log.Fatal(http.ListenAndServe(":8075", nil))
}
