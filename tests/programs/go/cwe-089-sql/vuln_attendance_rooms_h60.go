// A attendance rooms program of the h60 set (cwe-089-sql).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/jmoiron/sqlx"
	_ "github.com/lib/pq"
)

type attendance struct {
	ChildID     int64      `db:"child_id" json:"child_id"`
	ChildName   string     `db:"child_name" json:"child_name"`
	Room        string     `db:"room" json:"room"`
	CheckedInAt *time.Time `db:"checked_in_at" json:"checked_in_at"`
}

func mapSlice[T, U any](xs []T, f func(T) U) []U {
	out := make([]U, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

// roomList turns "Caterpillars, Butterflies" into distinct room names.
func roomList(raw string) []string {
	seen := map[string]bool{}
	var rooms []string
	for _, room := range mapSlice(strings.Split(raw, ","), strings.TrimSpace) {
		if room != "" && !seen[room] {
			seen[room] = true
			rooms = append(rooms, room)
		}
	}
	return rooms
}

func roomAttendance(ctx context.Context, db *sqlx.DB, day time.Time, rooms []string) ([]attendance, error) {
	quoted := mapSlice(rooms, func(r string) string { return "'" + r + "'" })
	query := db.Rebind(fmt.Sprintf(`SELECT child_id, child_name, room, checked_in_at
		FROM attendance WHERE day = ? AND room IN (%s)
		ORDER BY room, child_name`, strings.Join(quoted, ", ")))
	var rows []attendance
	err := db.SelectContext(ctx, &rows, query, day)
	return rows, err
}

func main() {
	db := sqlx.MustConnect("postgres", os.Getenv("DATABASE_URL"))
	defer db.Close()

	router := chi.NewRouter()
	router.Get("/days/{day}/attendance", func(w http.ResponseWriter, r *http.Request) {
		day, err := time.Parse("2006-01-02", chi.URLParam(r, "day"))
		if err != nil {
			http.Error(w, "day must be YYYY-MM-DD", http.StatusBadRequest)
			return
		}
		rooms := roomList(r.URL.Query().Get("rooms"))
		if len(rooms) == 0 || len(rooms) > 10 {
			http.Error(w, "give between 1 and 10 rooms", http.StatusBadRequest)
			return
		}
		rows, err := roomAttendance(r.Context(), db, day, rooms)
		if err != nil {
			log.Printf("attendance %s: %v", day.Format("2006-01-02"), err)
			http.Error(w, "could not load attendance", http.StatusInternalServerError)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(rows)
	})

	srv := &http.Server{
		Addr:              os.Getenv("LISTEN_ADDR"),
		Handler:           router,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
