// A terrarium design api program of the h64 set (cwe-942-cors).
package main

import (
	"database/sql"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/go-chi/cors"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type design struct {
	ID        int64    `json:"id"`
	Title     string   `json:"title"`
	Vessel    string   `json:"vessel"`
	Plants    []string `json:"plants"`
	Substrate string   `json:"substrate"`
}

type api struct{ db *sql.DB }

// the builder's session cookie is set by the account service on the parent domain
func (a *api) builderID(r *http.Request) (int64, bool) {
	c, err := r.Cookie("builder_session")
	if err != nil {
		return 0, false
	}
	var id int64
	err = a.db.QueryRowContext(r.Context(),
		`SELECT builder_id FROM sessions WHERE token = $1 AND expires_at > now()`, c.Value).Scan(&id)
	return id, err == nil
}

func (a *api) myDesigns(w http.ResponseWriter, r *http.Request) {
	builder, ok := a.builderID(r)
	if !ok {
		http.Error(w, "not signed in", http.StatusUnauthorized)
		return
	}
	rows, err := a.db.QueryContext(r.Context(),
		`SELECT id, title, vessel, plants, substrate FROM designs WHERE builder_id = $1 ORDER BY id DESC`, builder)
	if err != nil {
		http.Error(w, "lookup failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	byVessel := map[string][]design{}
	for rows.Next() {
		var d design
		var plants string
		if err := rows.Scan(&d.ID, &d.Title, &d.Vessel, &plants, &d.Substrate); err != nil {
			continue
		}
		d.Plants = strings.Split(plants, ";")
		byVessel[d.Vessel] = append(byVessel[d.Vessel], d)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"designs": byVessel})
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
	if err != nil {
		log.Fatal(err)
	}
	a := &api{db: db}
	r := chi.NewRouter()
	r.Use(middleware.Logger)
	r.Use(cors.Handler(cors.Options{
		AllowOriginFunc: func(r *http.Request, origin string) bool {
			return true
		},
		AllowedMethods:   []string{"GET", "POST", "PUT", "DELETE"},
		AllowedHeaders:   []string{"Content-Type"},
		AllowCredentials: true,
		MaxAge:           600,
	}))
	r.Get("/api/designs", a.myDesigns)
	srv := &http.Server{Addr: ":8443", Handler: r, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
