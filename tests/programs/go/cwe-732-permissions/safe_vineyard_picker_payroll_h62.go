// A vineyard picker payroll program of the h62 set (cwe-732-permissions).
package main

import (
	"database/sql"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"
	"github.com/spf13/cobra"
)

// At the end of each harvest week the vineyard office exports what every
// picker is owed (bins picked, hourly top-up, bank details) for the payroll
// bureau to import.
type pickerPay struct {
	Name     string
	BankSort string
	BankAcct string
	Bins     int
	Amount   float64
}

func weekRows(db *sql.DB, week time.Time) ([]pickerPay, error) {
	rows, err := db.Query(`SELECT p.name, p.bank_sort_code, p.bank_account, SUM(b.bins), SUM(b.amount)
		FROM pickers p JOIN bin_tallies b ON b.picker_id = p.id
		WHERE b.picked_on >= $1 AND b.picked_on < $2
		GROUP BY p.name, p.bank_sort_code, p.bank_account ORDER BY p.name`, week, week.AddDate(0, 0, 7))
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []pickerPay
	for rows.Next() {
		var p pickerPay
		if err := rows.Scan(&p.Name, &p.BankSort, &p.BankAcct, &p.Bins, &p.Amount); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

func writeExport(dir string, week time.Time, pay []pickerPay) (string, error) {
	if err := os.MkdirAll(dir, 0o750); err != nil {
		return "", err
	}
	path := filepath.Join(dir, "payroll-"+week.Format("2006-01-02")+".csv")
	f, err := os.OpenFile(path, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return "", err
	}
	defer f.Close()
	w := csv.NewWriter(f)
	_ = w.Write([]string{"name", "sort_code", "account", "bins", "amount"})
	for _, p := range pay {
		_ = w.Write([]string{p.Name, p.BankSort, p.BankAcct, strconv.Itoa(p.Bins), strconv.FormatFloat(p.Amount, 'f', 2, 64)})
	}
	w.Flush()
	return path, w.Error()
}

func main() {
	var weekFlag, outDir string
	cmd := &cobra.Command{
		Use:   "harvest-payroll",
		Short: "Export a harvest week's picker pay for the payroll bureau",
		RunE: func(cmd *cobra.Command, args []string) error {
			week, err := time.Parse("2006-01-02", weekFlag)
			if err != nil {
				return fmt.Errorf("--week must be a date like 2024-09-16: %w", err)
			}
			db, err := sql.Open("pgx", os.Getenv("DATABASE_URL"))
			if err != nil {
				return err
			}
			defer db.Close()
			pay, err := weekRows(db, week)
			if err != nil {
				return err
			}
			path, err := writeExport(outDir, week, pay)
			if err != nil {
				return err
			}
			fmt.Fprintf(cmd.OutOrStdout(), "wrote %d pickers to %s\n", len(pay), path)
			return nil
		},
	}
	cmd.Flags().StringVar(&weekFlag, "week", "", "first day of the harvest week (YYYY-MM-DD)")
	cmd.Flags().StringVar(&outDir, "out", "/srv/vineyard/exports", "export folder collected by the payroll bureau's SFTP job")
	_ = cmd.MarkFlagRequired("week")
	if err := cmd.Execute(); err != nil {
		os.Exit(1)
	}
}
