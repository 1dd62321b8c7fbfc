// Nightly job that exports approved insurance claims to a CSV file in the reinsurer's pickup folder.
package export

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"
)

type Claim struct {
	Number       string
	PolicyHolder string
	DateOfBirth  string
	AmountCents  int64
}

type Exporter struct {
	OutDir string
}

func render(claims []Claim) ([]byte, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.Write([]string{"claim_number", "policy_holder", "date_of_birth", "amount"})
	for _, c := range claims {
		amount := strconv.FormatFloat(float64(c.AmountCents)/100, 'f', 2, 64)
		w.Write([]string{c.Number, c.PolicyHolder, c.DateOfBirth, amount})
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

func (e *Exporter) Run(claims []Claim, day time.Time) (string, error) {
	if err := os.MkdirAll(e.OutDir, 0o755); err != nil {
		return "", err
	}
	data, err := render(claims)
	if err != nil {
		return "", err
	}
	name := filepath.Join(e.OutDir, fmt.Sprintf("claims-%s.csv", day.Format("20060102")))
	if err := os.WriteFile(name, data, 0o640); err != nil {
		return "", err
	}
	return name, nil
}

type ClaimSource interface {
	ApprovedOn(day time.Time) ([]Claim, error)
}

func RunNightly(src ClaimSource, outDir string) (string, error) {
	day := time.Now().UTC().AddDate(0, 0, -1)
	claims, err := src.ApprovedOn(day)
	if err != nil {
		return "", fmt.Errorf("loading approved claims: %w", err)
	}
	return (&Exporter{OutDir: outDir}).Run(claims, day)
}
