// A turbine telemetry program of the h60 set (cwe-022-path).
package main

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"time"

	"github.com/gorilla/mux"
)

const telemetryRoot = "/data/windfarm/telemetry"

var turbines = map[string]bool{
	"WT-01": true, "WT-02": true, "WT-03": true, "WT-04": true,
	"WT-05": true, "WT-06": true, "WT-07": true, "WT-08": true,
}

// check inspects the route variables and the query string of a request.
type check func(vars map[string]string, q url.Values) error

func knownTurbine(vars map[string]string, _ url.Values) error {
	if !turbines[vars["turbine"]] {
		return errors.New("unknown turbine")
	}
	return nil
}

func validDay(_ map[string]string, q url.Values) error {
	if q.Get("day") == "" {
		return errors.New("day is required")
	}
	return nil
}

func guarded(h http.HandlerFunc, checks ...check) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		vars, q := mux.Vars(r), r.URL.Query()
		for _, c := range checks {
			if err := c(vars, q); err != nil {
				http.Error(w, err.Error(), http.StatusBadRequest)
				return
			}
		}
		h(w, r)
	}
}

// between keeps SCADA rows whose timestamp (first column) lies in [from, to].
func between(from, to string) func([]string) bool {
	return func(row []string) bool {
		if len(row) == 0 {
			return false
		}
		ts := row[0]
		return (from == "" || ts >= from) && (to == "" || ts <= to)
	}
}

func filterRows(rows [][]string, keep func([]string) bool) [][]string {
	out := make([][]string, 0, len(rows))
	for _, row := range rows {
		if keep(row) {
			out = append(out, row)
		}
	}
	return out
}

func telemetryHandler(w http.ResponseWriter, r *http.Request) {
	vars, q := mux.Vars(r), r.URL.Query()
	path := filepath.Join(telemetryRoot, vars["turbine"], q.Get("day")+".csv")
	f, err := os.Open(path)
	if err != nil {
		http.Error(w, "no telemetry for that day", http.StatusNotFound)
		return
	}
	defer f.Close()

	rd := csv.NewReader(f)
	rd.FieldsPerRecord = -1
	rows, err := rd.ReadAll()
	if err != nil {
		http.Error(w, "telemetry file is damaged", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(filterRows(rows, between(q.Get("from"), q.Get("to"))))
}

func main() {
	r := mux.NewRouter()
	r.HandleFunc("/turbines/{turbine}/telemetry",
		guarded(telemetryHandler, knownTurbine, validDay)).Methods(http.MethodGet)

	srv := &http.Server{
		Addr:              os.Getenv("LISTEN_ADDR"),
		Handler:           r,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
