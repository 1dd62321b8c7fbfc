// A quote exports program of the h68 set (cwe-732-permissions).
// sauna builders: exports the month's signed sauna quotes (customer, address, price) as CSV for the accounting sync job
package main

import (
	"cmp"
	"encoding/csv"
	"fmt"
	"log/slog"
	"maps"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

type Quote struct {
	ID       string
	Customer string
	Address  string
	Model    string
	PriceEUR int
	Signed   time.Time
}

type exporter struct {
	dir    string
	quotes func() map[string]Quote
}

func (e *exporter) monthDir(month string) (string, error) {
	dir := filepath.Join(e.dir, month)
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return "", err
	}
	// the accounting sync runs as its own user (same group) and removes files once imported
	return dir, os.Chmod(dir, 0o770)
}

func (e *exporter) export(w http.ResponseWriter, r *http.Request) {
	month := cmp.Or(r.URL.Query().Get("month"), time.Now().Format("2006-01"))
	start, err := time.Parse("2006-01", month)
	if err != nil {
		http.Error(w, "month must be YYYY-MM", http.StatusBadRequest)
		return
	}
	end := start.AddDate(0, 1, 0)

	inMonth := slices.SortedFunc(maps.Values(e.quotes()), func(a, b Quote) int {
		return a.Signed.Compare(b.Signed)
	})
	inMonth = slices.DeleteFunc(inMonth, func(q Quote) bool {
		return q.Signed.Before(start) || !q.Signed.Before(end)
	})

	var buf strings.Builder
	cw := csv.NewWriter(&buf)
	cw.Write([]string{"quote", "customer", "address", "model", "price_eur", "signed"})
	for _, q := range inMonth {
		cw.Write([]string{q.ID, q.Customer, q.Address, q.Model, fmt.Sprint(q.PriceEUR), q.Signed.Format(time.DateOnly)})
	}
	cw.Flush()

	dir, err := e.monthDir(month)
	if err != nil {
		slog.Error("export dir", "month", month, "err", err)
		http.Error(w, "export failed", http.StatusInternalServerError)
		return
	}
	path := filepath.Join(dir, fmt.Sprintf("quotes-%s-%d.csv", month, time.Now().Unix()))
	if err := os.WriteFile(path, []byte(buf.String()), 0o640); err != nil {
		slog.Error("write export", "path", path, "err", err)
		http.Error(w, "export failed", http.StatusInternalServerError)
		return
	}
	slog.Info("quotes exported", "month", month, "rows", len(inMonth), "path", path)
	fmt.Fprintf(w, "%d quotes exported to %s\n", len(inMonth), filepath.Base(path))
}

func main() {
	quotes := map[string]Quote{
		"Q-1180": {ID: "Q-1180", Customer: "Aino Mäkelä", Address: "Rantatie 4, Kuopio", Model: "Lakeside barrel 2.4m", PriceEUR: 11900, Signed: time.Date(2025, 1, 14, 0, 0, 0, 0, time.UTC)},
		"Q-1184": {ID: "Q-1184", Customer: "Oskar Lund", Address: "Strandvägen 12, Umeå", Model: "Cabin sauna 3x2", PriceEUR: 18450, Signed: time.Date(2025, 1, 22, 0, 0, 0, 0, time.UTC)},
	}
	e := &exporter{
		dir:    cmp.Or(os.Getenv("EXPORT_DIR"), "/var/lib/saunaworks/exports"),
		quotes: func() map[string]Quote { return quotes },
	}
	mux := http.NewServeMux()
	mux.HandleFunc("POST /exports/quotes", e.export)
	http.ListenAndServe("127.0.0.1:8098", mux)
}
