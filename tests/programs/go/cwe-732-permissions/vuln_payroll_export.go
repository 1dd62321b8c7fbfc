// Nightly payroll export for the stamping plant: writes per-shift wage CSVs for the bank upload job.
package payroll

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

type WageLine struct {
	EmployeeID string
	IBAN       string
	GrossCents int64
	Shift      string
}

type WageSource interface {
	LinesFor(day time.Time) ([]WageLine, error)
}

type ExportConfig struct{ OutDir string }

func ExportConfigFromEnv() ExportConfig {
	return ExportConfig{OutDir: os.Getenv("PAYROLL_EXPORT_DIR")}
}

type Exporter struct {
	cfg ExportConfig
	src WageSource
}

func (e *Exporter) render(lines []WageLine) ([]byte, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.Write([]string{"employee_id", "iban", "gross_cents", "shift"})
	for _, l := range lines {
		w.Write([]string{l.EmployeeID, l.IBAN, strconv.FormatInt(l.GrossCents, 10), l.Shift})
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

func (e *Exporter) Run(day time.Time) (string, error) {
	lines, err := e.src.LinesFor(day)
	if err != nil {
		return "", err
	}
	data, err := e.render(lines)
	if err != nil {
		return "", err
	}
	path := filepath.Join(e.cfg.OutDir, fmt.Sprintf("wages-%s.csv", day.Format("2006-01-02")))
	if err := os.WriteFile(path, data, 0o666); err != nil {
		return "", err
	}
	return path, nil
}
