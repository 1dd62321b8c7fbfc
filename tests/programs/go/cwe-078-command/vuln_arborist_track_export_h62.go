// An arborist track export program of the h62 set (cwe-078-command).
package main

import (
	"encoding/csv"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/spf13/cobra"
)

// surveyRow is one tree from a climbing crew's field survey sheet: the GPS
// track walked around the canopy and the map format the client asked for.
type surveyRow struct {
	TreeID string
	Track  string
	Format string
}

var treeIDPattern = regexp.MustCompile(`^T-[0-9]{4,6}$`)

// gpsbabel output formats offered to clients, with the file extension to use.
var formatExt = map[string]string{
	"kml":        "kml",
	"geojson":    "geojson",
	"unicsv":     "csv",
	"garmin_gpi": "gpi",
}

func mapRows[T any](records [][]string, fn func([]string) (T, bool)) []T {
	out := make([]T, 0, len(records))
	for _, rec := range records {
		if v, ok := fn(rec); ok {
			out = append(out, v)
		}
	}
	return out
}

func readSheet(path string) ([]surveyRow, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	records, err := csv.NewReader(f).ReadAll()
	if err != nil || len(records) < 2 {
		return nil, err
	}
	dir := filepath.Dir(path)
	return mapRows(records[1:], func(rec []string) (surveyRow, bool) {
		if len(rec) < 3 || !treeIDPattern.MatchString(strings.TrimSpace(rec[0])) {
			return surveyRow{}, false
		}
		return surveyRow{
			TreeID: strings.TrimSpace(rec[0]),
			Track:  filepath.Join(dir, filepath.Base(rec[1])),
			Format: strings.TrimSpace(rec[2]),
		}, true
	}), nil
}

func exportRow(row surveyRow, outDir string) error {
	ext, ok := formatExt[row.Format]
	if !ok {
		ext = "out"
	}
	out := filepath.Join(outDir, row.TreeID+"."+ext)
	script := fmt.Sprintf("gpsbabel -i gpx -f '%s' -o %s -F '%s'", row.Track, row.Format, out)
	return exec.Command("bash", "-c", script).Run()
}

func main() {
	var sheet, outDir string
	cmd := &cobra.Command{
		Use:   "canopy-export",
		Short: "Convert crew GPS tracks into the map formats clients asked for",
		RunE: func(cmd *cobra.Command, args []string) error {
			rows, err := readSheet(sheet)
			if err != nil {
				return err
			}
			for _, row := range rows {
				if err := exportRow(row, outDir); err != nil {
					fmt.Fprintf(cmd.ErrOrStderr(), "%s: %v\n", row.TreeID, err)
				}
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&sheet, "sheet", "", "survey sheet uploaded by the crew (CSV)")
	cmd.Flags().StringVar(&outDir, "out", "exports", "output folder")
	_ = cmd.MarkFlagRequired("sheet")
	if err := cmd.Execute(); err != nil {
		os.Exit(1)
	}
}
