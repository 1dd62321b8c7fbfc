// A middleware tapestry claims program of the h65 set (cwe-347-jwt).
package main

// Treatment log API for the tapestry conservation studio. Conservators add
// entries (wet cleaning, couching, support lining) to a job's treatment log.
// Tokens are issued by the studio's sign-in service; this middleware reads
// the staff claims and puts them on the request context.

import (
	"context"
	"database/sql"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strconv"
	"strings"
	"time"

	"github.com/golang-jwt/jwt/v5"
	_ "github.com/jackc/pgx/v5/stdlib"
)

type staffClaims struct {
	Role string `json:"role"`
	jwt.RegisteredClaims
}

type ctxKey struct{}

func requireStaff(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		raw, ok := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !ok {
			http.Error(w, "missing bearer token", http.StatusUnauthorized)
			return
		}
		claims := &staffClaims{}
		if _, _, err := jwt.NewParser().ParseUnverified(raw, claims); err != nil {
			http.Error(w, "invalid token", http.StatusUnauthorized)
			return
		}
		if claims.ExpiresAt == nil || claims.ExpiresAt.Before(time.Now()) {
			http.Error(w, "token expired", http.StatusUnauthorized)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, claims)))
	})
}

type treatmentEntry struct {
	Stage string  `json:"stage"`
	Notes string  `json:"notes"`
	Hours float64 `json:"hours"`
}

func addTreatment(db *sql.DB) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		claims := r.Context().Value(ctxKey{}).(*staffClaims)
		if claims.Role != "conservator" && claims.Role != "studio-head" {
			http.Error(w, "only conservators can add treatment entries", http.StatusForbidden)
			return
		}
		jobID, err := strconv.ParseInt(r.PathValue("jobID"), 10, 64)
		if err != nil {
			http.Error(w, "unknown job", http.StatusNotFound)
			return
		}
		var e treatmentEntry
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 64<<10)).Decode(&e); err != nil || e.Stage == "" {
			http.Error(w, "stage and notes are required", http.StatusBadRequest)
			return
		}
		_, err = db.ExecContext(r.Context(),
			`INSERT INTO treatment_log (job_id, stage, notes, hours, conservator, logged_at)
			 VALUES ($1, $2, $3, $4, $5, now())`,
			jobID, e.Stage, e.Notes, e.Hours, claims.Subject)
		if err != nil {
			http.Error(w, "could not save entry", http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusCreated)
	}
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("STUDIO_DATABASE_URL"))
	if err != nil {
		log.Fatalf("opening database: %v", err)
	}
	mux := http.NewServeMux()
	mux.Handle("POST /jobs/{jobID}/treatments", requireStaff(addTreatment(db)))
	srv := &http.Server{Addr: ":8080", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServe())
}
