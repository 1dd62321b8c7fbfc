// A ticket status program of the h73 set (cwe-942-cors).
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"regexp"
	"strconv"
	"strings"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/rs/cors"
)

var siteOrigin = regexp.MustCompile(`https://(www\.|shop\.)?inkandplaten\.com`)

type ticket struct {
	Number   string    `json:"number"`
	Machine  string    `json:"machine"`
	Status   string    `json:"status"`
	Estimate string    `json:"estimate"`
	Updated  time.Time `json:"updated"`
}

type api struct{ db *sql.DB }

func customerID(r *http.Request, db *sql.DB) (int64, bool) {
	c, err := r.Cookie("platen_session")
	if err != nil {
		return 0, false
	}
	var id int64
	err = db.QueryRowContext(r.Context(),
		`SELECT customer_id FROM sessions WHERE token = $1 AND expires_at > now()`, c.Value).Scan(&id)
	return id, err == nil
}

// ticket numbers are printed on the claim slip as "TW-2024-0153"
func parseTicketNo(s string) (int, int, bool) {
	s = strings.ToUpper(strings.TrimSpace(s))
	rest, ok := strings.CutPrefix(s, "TW-")
	if !ok {
		return 0, 0, false
	}
	yearStr, seqStr, ok := strings.Cut(rest, "-")
	year, err1 := strconv.Atoi(yearStr)
	seq, err2 := strconv.Atoi(seqStr)
	return year, seq, ok && err1 == nil && err2 == nil
}

func (a *api) myTickets(w http.ResponseWriter, r *http.Request) {
	cust, ok := customerID(r, a.db)
	if !ok {
		http.Error(w, "sign in to see your repairs", http.StatusUnauthorized)
		return
	}
	query := `SELECT year, seq, machine, status, estimate, updated_at FROM tickets WHERE customer_id = $1`
	args := []any{cust}
	if year, seq, ok := parseTicketNo(r.URL.Query().Get("ticket")); ok {
		query += ` AND year = $2 AND seq = $3`
		args = append(args, year, seq)
	}
	rows, err := a.db.QueryContext(r.Context(), query+` ORDER BY updated_at DESC`, args...)
	if err != nil {
		http.Error(w, "database error", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	out := []ticket{}
	for rows.Next() {
		var t ticket
		var year, seq int
		if err := rows.Scan(&year, &seq, &t.Machine, &t.Status, &t.Estimate, &t.Updated); err != nil {
			http.Error(w, "database error", http.StatusInternalServerError)
			return
		}
		t.Number = fmt.Sprintf("TW-%d-%04d", year, seq)
		out = append(out, t)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("PLATEN_DB_URL"))
	if err != nil {
		log.Fatal(err)
	}
	a := &api{db: db}

	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/tickets", a.myTickets)

	c := cors.New(cors.Options{
		AllowOriginFunc: func(origin string) bool {
			return siteOrigin.MatchString(strings.ToLower(strings.TrimSpace(origin)))
		},
		AllowedMethods:   []string{http.MethodGet},
		AllowCredentials: true,
		MaxAge:           600,
	})
	log.Fatal(http.ListenAndServe(":8009", c.Handler(mux)))
}
