// Nightly job that writes each clinic's next-day appointment list as a CSV file for the billing team to collect.
package exports

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

type Appointment struct {
	PatientMRN string
	PatientDOB time.Time
	Clinician  string
	Start      time.Time
	CPTCode    string
}

type Writer struct {
	Dir string // e.g. /srv/exports/billing
}

func encodeCSV(rows []Appointment) ([]byte, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.Write([]string{"mrn", "dob", "clinician", "start", "cpt"})
	for _, a := range rows {
		w.Write([]string{
			a.PatientMRN,
			a.PatientDOB.Format("2006-01-02"),
			a.Clinician,
			a.Start.Format(time.RFC3339),
			a.CPTCode,
		})
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

func (wr *Writer) WriteClinic(clinicID int, day time.Time, rows []Appointment) (string, error) {
	dir := filepath.Join(wr.Dir, day.Format("2006-01-02"))
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return "", fmt.Errorf("create export dir: %w", err)
	}
	data, err := encodeCSV(rows)
	if err != nil {
		return "", err
	}
	path := filepath.Join(dir, "clinic-"+strconv.Itoa(clinicID)+".csv")
	if err := os.WriteFile(path, data, 0o640); err != nil {
		return "", fmt.Errorf("write export: %w", err)
	}
	return path, nil
}
