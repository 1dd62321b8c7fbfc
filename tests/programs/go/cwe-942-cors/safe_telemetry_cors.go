// Wires the vehicle telemetry API with cross-origin settings for the fleet operations consoles.
package telemetryapi

import (
	"encoding/json"
	"net/http"

	"github.com/rs/cors"
)

type Position struct {
	VehicleID string  `json:"vehicle_id"`
	Lat       float64 `json:"lat"`
	Lon       float64 `json:"lon"`
	SpeedKmh  float64 `json:"speed_kmh"`
}

type Tracker interface {
	Latest(vehicleID string) (Position, error)
}

func positionHandler(t Tracker) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		pos, err := t.Latest(r.PathValue("vehicle"))
		if err != nil {
			http.Error(w, "vehicle not found", http.StatusNotFound)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		json.NewEncoder(w).Encode(pos)
	}
}

var consoleOrigins = map[string]bool{
	"https://ops.fleetview.io":     true,
	"https://console.fleetview.io": true,
}

func consoleOrigin(origin string) bool {
	return consoleOrigins[origin]
}

func NewTelemetryAPI(t Tracker, requireSession func(http.Handler) http.Handler) http.Handler {
	mux := http.NewServeMux()
	mux.Handle("GET /vehicles/{vehicle}/position", requireSession(positionHandler(t)))
	c := cors.New(cors.Options{
		AllowOriginFunc:  consoleOrigin,
		AllowedMethods:   []string{http.MethodGet},
		AllowedHeaders:   []string{"Content-Type"},
		AllowCredentials: true,
		MaxAge:           600,
	})
	return c.Handler(mux)
}
