// Nightly job that exports settled insurance claims to CSV files for the finance team.
package main

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"time"
)

const (
	exportDir              = "/var/reports/claims"
	reportMode os.FileMode = 0o666
)

type settled struct {
	ClaimID, PolicyNo, Holder string
	Paid                      float64
}

func atomicWrite(path string, data []byte, mode os.FileMode) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".export-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name()) // no-op once renamed
	if _, err = tmp.Write(data); err == nil {
		err = tmp.Chmod(mode)
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp.Name(), path)
	}
	return err
}

func csvExport(fetch func(time.Time) []settled) func(time.Time) error {
	return func(day time.Time) error {
		var buf bytes.Buffer
		cw := csv.NewWriter(&buf)
		cw.Write([]string{"claim_id", "policy_no", "holder", "paid"})
		for _, s := range fetch(day) {
			cw.Write([]string{s.ClaimID, s.PolicyNo, s.Holder, fmt.Sprintf("%.2f", s.Paid)})
		}
		cw.Flush()
		name := filepath.Join(exportDir, "settled-"+day.Format("2006-01-02")+".csv")
		return atomicWrite(name, buf.Bytes(), reportMode)
	}
}

func schedule(every time.Duration, jobs ...func(time.Time) error) {
	for t := range time.Tick(every) {
		for _, j := range jobs {
			if err := j(t.AddDate(0, 0, -1)); err != nil {
				log.Printf("export failed: %v", err)
			}
		}
	}
}

func main() {
	fetch := func(day time.Time) []settled { return []settled{{"CLM-20931", "POL-88120", "R. Okafor", 1840.50}} }
	schedule(24*time.Hour, csvExport(fetch))
}
