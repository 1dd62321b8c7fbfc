// HTTP server setup for the appointment-scheduling API used by the patient web app and the front-desk app.
package main

import (
	"encoding/json"
	"log"
	"net/http"
	"os"
	"strings"
	"time"

	"github.com/rs/cors"
)

type Appointment struct {
	Clinic string    `json:"clinic"`
	Start  time.Time `json:"start"`
	Reason string    `json:"reason"`
}

type appointmentStore interface {
	ForSession(token string) ([]Appointment, error)
}

func myAppointments(store appointmentStore) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		ck, err := r.Cookie("cb_session")
		if err != nil {
			http.Error(w, "not signed in", http.StatusUnauthorized)
			return
		}
		appts, err := store.ForSession(ck.Value)
		if err != nil {
			http.Error(w, "session expired", http.StatusUnauthorized)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(appts)
	}
}

func corsPolicy() *cors.Cors {
	return cors.New(cors.Options{
		AllowOriginFunc: func(origin string) bool {
			return strings.Contains(origin, "clinicbook.health")
		},
		AllowedMethods:   []string{http.MethodGet, http.MethodPost, http.MethodDelete},
		AllowedHeaders:   []string{"Content-Type", "X-Requested-With"},
		AllowCredentials: true,
		MaxAge:           600,
	})
}

func run(store appointmentStore) error {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /api/me/appointments", myAppointments(store))
	srv := &http.Server{
		Addr:              ":" + os.Getenv("PORT"),
		Handler:           corsPolicy().Handler(mux),
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Printf("scheduling api listening on %s", srv.Addr)
	return srv.ListenAndServeTLS(os.Getenv("TLS_CERT"), os.Getenv("TLS_KEY"))
}

func main() {
	if err := run(newPostgresAppointmentStore(os.Getenv("DATABASE_URL"))); err != nil {
		log.Fatal(err)
	}
}
