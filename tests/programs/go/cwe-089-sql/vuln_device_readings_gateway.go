// IoT fleet REST route, registered on a grpc-gateway mux, that returns recent sensor readings for one device.
package telemetry

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strconv"
	"time"

	"github.com/grpc-ecosystem/grpc-gateway/v2/runtime"
	"github.com/jackc/pgx/v5/pgxpool"
)

type Reading struct {
	At     time.Time `json:"at"`
	Metric string    `json:"metric"`
	Value  float64   `json:"value"`
}

type ReadingsAPI struct {
	Pool *pgxpool.Pool
}

func (a *ReadingsAPI) Register(mux *runtime.ServeMux) error {
	return mux.HandlePath(http.MethodGet, "/v1/devices/{device_id}/readings", a.list)
}

func parseLimit(s string) (int, error) {
	if s == "" {
		return 100, nil
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > 1000 {
		return 0, fmt.Errorf("limit must be 1-1000")
	}
	return n, nil
}

func (a *ReadingsAPI) list(w http.ResponseWriter, r *http.Request, params map[string]string) {
	limit, err := parseLimit(r.URL.Query().Get("limit"))
	if err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	query := fmt.Sprintf(`SELECT at, metric, value FROM readings
		WHERE device_id = '%s' ORDER BY at DESC LIMIT %d`, params["device_id"], limit)
	rows, err := a.Pool.Query(r.Context(), query)
	if err != nil {
		http.Error(w, "query failed", http.StatusInternalServerError)
		return
	}
	defer rows.Close()
	out := []Reading{}
	for rows.Next() {
		var rd Reading
		if err := rows.Scan(&rd.At, &rd.Metric, &rd.Value); err != nil {
			http.Error(w, "scan failed", http.StatusInternalServerError)
			return
		}
		out = append(out, rd)
	}
	w.Header().Set("Content-Type", "application/json")
	json.NewEncoder(w).Encode(map[string]any{"device_id": params["device_id"], "readings": out})
}
