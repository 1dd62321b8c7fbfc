// A dye batch report program of the h64 set (cwe-732-permissions).
package main

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"time"
)

type dyeLot struct {
	Dye    string  `json:"dye"`
	Shade  string  `json:"shade"`
	Metres float64 `json:"metres"`
	DeltaE float64 `json:"delta_e"`
}

type reportRequest struct {
	Operator string   `json:"operator"`
	Lots     []dyeLot `json:"lots"`
}

const reportRoot = "/var/lib/mill/dye-reports"

func writeReport(batch int64, req reportRequest) (string, error) {
	dir := filepath.Join(reportRoot, strconv.FormatInt(batch, 10))
	if err := os.MkdirAll(dir, 0o777); err != nil {
		return "", err
	}
	sort.Slice(req.Lots, func(i, j int) bool { return req.Lots[i].Dye < req.Lots[j].Dye })

	var buf bytes.Buffer
	cw := csv.NewWriter(&buf)
	_ = cw.Write([]string{"dye", "shade", "metres", "delta_e", "pass"})
	metresByDye := map[string]float64{}
	for _, l := range req.Lots {
		pass := "yes"
		if l.DeltaE > 1.0 {
			pass = "no"
		}
		_ = cw.Write([]string{l.Dye, l.Shade, fmt.Sprintf("%.1f", l.Metres), fmt.Sprintf("%.2f", l.DeltaE), pass})
		metresByDye[l.Dye] += l.Metres
	}
	for dye, m := range metresByDye {
		_ = cw.Write([]string{dye, "TOTAL", fmt.Sprintf("%.1f", m), "", ""})
	}
	cw.Flush()

	name := filepath.Join(dir, fmt.Sprintf("report-%s.csv", time.Now().Format("20060102-150405")))
	if err := os.WriteFile(name, buf.Bytes(), 0o666); err != nil {
		return "", err
	}
	return name, nil
}

func createReport(w http.ResponseWriter, r *http.Request) {
	batch, err := strconv.ParseInt(r.PathValue("batch"), 10, 64)
	if err != nil || batch <= 0 {
		http.Error(w, "unknown batch", http.StatusNotFound)
		return
	}
	var req reportRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Lots) == 0 {
		http.Error(w, "lots required", http.StatusBadRequest)
		return
	}
	name, err := writeReport(batch, req)
	if err != nil {
		log.Printf("batch %d report: %v", batch, err)
		http.Error(w, "could not write report", http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusCreated)
	_ = json.NewEncoder(w).Encode(map[string]string{"report": filepath.Base(name)})
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /batches/{batch}/report", createReport)
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
