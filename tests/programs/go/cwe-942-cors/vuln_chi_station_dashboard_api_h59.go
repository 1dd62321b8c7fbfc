// Unseen set h59: chi station dashboard api
package main

import (
	"database/sql"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"sync"
	"time"

	"github.com/go-chi/chi/v5"
	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/rs/cors"
)

// Observation is the latest reading of an automatic weather station.
type Observation struct {
	StationID   string    `json:"stationId"`
	TempC       float64   `json:"tempC"`
	WindMs      float64   `json:"windMs"`
	PressureHPa float64   `json:"pressureHpa"`
	ObservedAt  time.Time `json:"observedAt"`
}

type ObservationRepository interface {
	Latest(networkID, stationID string) (Observation, error)
}

type sqlObservations struct {
	db *sql.DB
}

func (s *sqlObservations) Latest(networkID, stationID string) (Observation, error) {
	var o Observation
	err := s.db.QueryRow(`SELECT station_id, temp_c, wind_ms, pressure_hpa, observed_at
		FROM observations WHERE network_id = $1 AND station_id = $2
		ORDER BY observed_at DESC LIMIT 1`, networkID, stationID).
		Scan(&o.StationID, &o.TempC, &o.WindMs, &o.PressureHPa, &o.ObservedAt)
	return o, err
}

// Sessions maps dashboard session cookies to the station network of the operator.
type Sessions struct {
	mu      sync.RWMutex
	network map[string]string
}

func (s *Sessions) Network(r *http.Request) (string, bool) {
	c, err := r.Cookie("wx_session")
	if err != nil {
		return "", false
	}
	s.mu.RLock()
	defer s.mu.RUnlock()
	n, ok := s.network[c.Value]
	return n, ok
}

type StationAPI struct {
	repo     ObservationRepository
	sessions *Sessions
}

func (a *StationAPI) Latest(w http.ResponseWriter, r *http.Request) {
	network, ok := a.sessions.Network(r)
	if !ok {
		http.Error(w, "sign in required", http.StatusUnauthorized)
		return
	}
	obs, err := a.repo.Latest(network, chi.URLParam(r, "stationID"))
	if err == sql.ErrNoRows {
		http.NotFound(w, r)
		return
	}
	if err != nil {
		http.Error(w, "unavailable", http.StatusServiceUnavailable)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(obs)
}

func main() {
	db, err := sql.Open("pgx", os.Getenv("OBSERVATIONS_DSN"))
	if err != nil {
		log.Fatal(err)
	}
	api := &StationAPI{repo: &sqlObservations{db: db}, sessions: &Sessions{network: map[string]string{}}}

	r := chi.NewRouter()
	r.Get("/api/stations/{stationID}/latest", api.Latest)

	handler := cors.New(cors.Options{
		AllowOriginFunc:  func(origin string) bool { return true },
		AllowedMethods:   []string{http.MethodGet},
		AllowCredentials: true,
	}).Handler(r)

	srv := &http.Server{Addr: ":8443", Handler: handler, ReadHeaderTimeout: 5 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
