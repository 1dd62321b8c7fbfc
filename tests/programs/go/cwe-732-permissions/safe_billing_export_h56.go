// Scheduled job triggered from the billing console that writes a utility's monthly customer statements to CSV for the print vendor.
package billing

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

type Statement struct {
	Account   string
	Name      string
	Address   string
	KWh       float64
	AmountDue int64
}

type StatementSource func(period string) ([]Statement, error)

const exportDir = "/var/spool/billing-exports"

func toRow(s Statement) []string {
	return []string{s.Account, s.Name, s.Address,
		strconv.FormatFloat(s.KWh, 'f', 1, 64), strconv.FormatInt(s.AmountDue, 10)}
}

func renderCSV(rows []Statement, fn func(Statement) []string) []byte {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.Write([]string{"account", "name", "address", "kwh", "amount_due_cents"})
	for _, s := range rows {
		w.Write(fn(s))
	}
	w.Flush()
	return buf.Bytes()
}

func exportPeriod(src StatementSource, period time.Time) (string, error) {
	key := period.Format("2006-01")
	rows, err := src(key)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(exportDir, 0o755); err != nil {
		return "", err
	}
	path := filepath.Join(exportDir, fmt.Sprintf("statements-%s.csv", key))
	return path, os.WriteFile(path, renderCSV(rows, toRow), 0o600)
}

func ScheduleExport(src StatementSource) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		period, err := time.Parse("2006-01", r.FormValue("period"))
		if err != nil {
			http.Error(w, "period must be YYYY-MM", http.StatusBadRequest)
			return
		}
		go func() {
			if path, err := exportPeriod(src, period); err == nil {
				fmt.Printf("billing export ready: %s\n", path)
			}
		}()
		w.WriteHeader(http.StatusAccepted)
	}
}
