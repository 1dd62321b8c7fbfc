// Nightly job for a grain cooperative that exports member payout statements, including bank details, to CSV.
package payouts

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

type Payout struct {
	MemberNo  string
	Farm      string
	Tonnes    float64
	AmountEUR float64
	IBAN      string
}

type PayoutSource interface {
	ForPeriod(from, to time.Time) ([]Payout, error)
}

type ExportConfig struct {
	Dir string
}

type PayoutExporter struct {
	cfg ExportConfig
	src PayoutSource
}

func NewPayoutExporter(cfg ExportConfig, src PayoutSource) *PayoutExporter {
	return &PayoutExporter{cfg: cfg, src: src}
}

func (e *PayoutExporter) render(rows []Payout) ([]byte, error) {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	w.Write([]string{"member_no", "farm", "tonnes", "amount_eur", "iban"})
	for _, p := range rows {
		w.Write([]string{p.MemberNo, p.Farm, fmt.Sprintf("%.1f", p.Tonnes), fmt.Sprintf("%.2f", p.AmountEUR), p.IBAN})
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

func (e *PayoutExporter) Run(month time.Time) (string, error) {
	from := time.Date(month.Year(), month.Month(), 1, 0, 0, 0, 0, time.UTC)
	rows, err := e.src.ForPeriod(from, from.AddDate(0, 1, 0))
	if err != nil {
		return "", fmt.Errorf("loading payouts: %w", err)
	}
	data, err := e.render(rows)
	if err != nil {
		return "", err
	}
	if err := os.MkdirAll(e.cfg.Dir, 0o750); err != nil {
		return "", err
	}
	out := filepath.Join(e.cfg.Dir, "payouts-"+from.Format("2006-01")+".csv")
	if err := os.WriteFile(out, data, 0o666); err != nil {
		return "", err
	}
	return out, nil
}
