// A pressing log sort program of the h71 set (cwe-089-sql).
package main

import (
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	_ "github.com/jackc/pgx/v5/stdlib"
)

var ErrUnknownSort = errors.New("unknown sort")

var sortColumns = map[string]string{
	"date":    "pressed_on",
	"variety": "apple_variety",
	"litres":  "litres",
	"brix":    "brix",
}

func orderClause(key, dir string) (string, error) {
	var d string
	switch strings.ToLower(dir) {
	case "", "desc":
		d = "DESC"
	case "asc":
		d = "ASC"
	default:
		return "", fmt.Errorf("%w: direction %q", ErrUnknownSort, dir)
	}

	col, ok := sortColumns[key]
	if !ok {
		if key == "" {
			return "pressed_on DESC", nil
		}
		return "", fmt.Errorf("%w: column %q", ErrUnknownSort, key)
	}
	return col + " " + d, nil
}

type pressing struct {
	ID        int64     `json:"id"`
	PressedOn time.Time `json:"pressed_on"`
	Variety   string    `json:"variety"`
	Litres    float64   `json:"litres"`
	Brix      float64   `json:"brix"`
}

type api struct {
	db *sql.DB
}

func (a *api) listPressings(w http.ResponseWriter, r *http.Request) {
	pressID, err := strconv.Atoi(chi.URLParam(r, "pressID"))
	if err != nil {
		http.Error(w, "bad press id", http.StatusBadRequest)
		return
	}

	order, err := orderClause(r.URL.Query().Get("sort"), r.URL.Query().Get("dir"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}

	query := "SELECT id, pressed_on, apple_variety, litres, brix FROM pressings WHERE press_id = $1 ORDER BY " + order + " LIMIT 200"
	rows, err := a.db.QueryContext(r.Context(), query, pressID)
	if err != nil {
		log.Printf("pressings for press %d: %v", pressID, err)
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()

	out := make([]pressing, 0, 64)
	for rows.Next() {
		var p pressing
		if err := rows.Scan(&p.ID, &p.PressedOn, &p.Variety, &p.Litres, &p.Brix); err != nil {
			http.Error(w, "scan failed", http.StatusInternalServerError)
			return
		}
		out = append(out, p)
	}
	if err := rows.Err(); err != nil {
		http.Error(w, "read failed", http.StatusInternalServerError)
		return
	}

	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(out)
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("CELLAR_DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()

	a := &api{db: db}
	r := chi.NewRouter()
	r.Get("/presses/{pressID}/pressings", a.listPressings)
	log.Fatal(http.ListenAndServe(":8055", r))
}
