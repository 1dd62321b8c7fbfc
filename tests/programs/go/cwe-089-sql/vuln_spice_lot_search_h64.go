// A spice lot search program of the h64 set (cwe-089-sql).
package main

import (
	"database/sql"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type lotFilter struct {
	Field string `json:"field"`
	Value string `json:"value"`
}

type lotQuery struct {
	Filters []lotFilter `json:"filters"`
	Sort    struct {
		Column string `json:"column"`
		Desc   bool   `json:"desc"`
	} `json:"sort"`
	Limit int `json:"limit"`
}

// fields a buyer may filter on, mapped to the warehouse table columns
var filterColumns = map[string]string{
	"spice":  "spice_name",
	"origin": "origin_country",
	"grade":  "grade",
}

func searchLots(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var q lotQuery
		if err := json.NewDecoder(r.Body).Decode(&q); err != nil {
			http.Error(w, "bad request body", http.StatusBadRequest)
			return
		}

		var where []string
		var args []any
		for _, f := range q.Filters {
			col, ok := filterColumns[f.Field]
			if !ok {
				http.Error(w, "unknown filter field", http.StatusBadRequest)
				return
			}
			args = append(args, f.Value)
			where = append(where, fmt.Sprintf("%s = $%d", col, len(args)))
		}

		stmt := "SELECT id, spice_name, origin_country, grade, weight_kg FROM spice_lots"
		if len(where) > 0 {
			stmt += " WHERE " + strings.Join(where, " AND ")
		}

		orderBy := "received_at"
		if q.Sort.Column != "" {
			orderBy = q.Sort.Column
		}
		stmt += " ORDER BY " + orderBy
		if q.Sort.Desc {
			stmt += " DESC"
		}

		if q.Limit <= 0 || q.Limit > 200 {
			q.Limit = 50
		}
		args = append(args, q.Limit)
		stmt += fmt.Sprintf(" LIMIT $%d", len(args))

		rows, err := db.QueryContext(r.Context(), stmt, args...)
		if err != nil {
			log.Printf("lot search: %v", err)
			http.Error(w, "search failed", http.StatusInternalServerError)
			return
		}
		defer rows.Close()

		lots := []map[string]any{}
		for rows.Next() {
			var id int64
			var spice, origin, grade string
			var kg float64
			if rows.Scan(&id, &spice, &origin, &grade, &kg) == nil {
				lots = append(lots, map[string]any{"id": id, "spice": spice, "origin": origin, "grade": grade, "weight_kg": kg})
			}
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(map[string]any{"lots": lots, "count": len(lots)})
	}
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Logger)
	r.Post("/api/lots/search", searchLots(db))

	srv := &http.Server{Addr: ":8443", Handler: r, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
