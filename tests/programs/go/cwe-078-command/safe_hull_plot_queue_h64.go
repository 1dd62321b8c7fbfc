// A hull plot queue program of the h64 set (cwe-078-command).
package main

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/spf13/cobra"
)

// plot manifests are dropped into the yard's upload folder by the design office portal
type plotManifest struct {
	Vessel string `json:"vessel"`
	Sheets []struct {
		Drawing string `json:"drawing"`
		Plotter string `json:"plotter"`
		Copies  int    `json:"copies"`
	} `json:"sheets"`
}

const drawingsRoot = "/srv/yard/drawings"

var plotters = map[string]string{
	"a0-loft":   "HP_DesignJet_T1700_Loft",
	"a0-shed":   "HP_DesignJet_T830_Shed",
	"a3-office": "Brother_A3_Office",
}

func drawingPath(rel string) (string, error) {
	p := filepath.Join(drawingsRoot, rel)
	r, err := filepath.Rel(drawingsRoot, p)
	if err != nil || r == ".." || strings.HasPrefix(r, ".."+string(filepath.Separator)) {
		return "", fmt.Errorf("drawing %q is outside the plans folder", rel)
	}
	return p, nil
}

func plotSheets(manifestPath string) error {
	raw, err := os.ReadFile(manifestPath)
	if err != nil {
		return err
	}
	var m plotManifest
	if err := json.Unmarshal(raw, &m); err != nil {
		return fmt.Errorf("%s: %w", manifestPath, err)
	}
	for i, s := range m.Sheets {
		queue, ok := plotters[s.Plotter]
		if !ok {
			return fmt.Errorf("sheet %d: unknown plotter %q", i, s.Plotter)
		}
		path, err := drawingPath(s.Drawing)
		if err != nil {
			return err
		}
		copies := s.Copies
		if copies < 1 || copies > 20 {
			copies = 1
		}
		cmd := exec.Command("lp", "-d", queue, "-n", strconv.Itoa(copies), "-t", m.Vessel, "--", path)
		if out, err := cmd.CombinedOutput(); err != nil {
			return fmt.Errorf("sheet %d: lp: %v: %s", i, err, out)
		}
		fmt.Printf("queued %s on %s (%d)\n", s.Drawing, queue, copies)
	}
	return nil
}

func main() {
	var manifest string
	root := &cobra.Command{Use: "yardctl", Short: "Shipyard drawing office tools"}
	plot := &cobra.Command{
		Use:   "plot",
		Short: "Send the sheets of an uploaded plot manifest to the plotters",
		RunE: func(cmd *cobra.Command, args []string) error {
			return plotSheets(manifest)
		},
	}
	plot.Flags().StringVar(&manifest, "manifest", "", "path of the manifest JSON in the upload folder")
	_ = plot.MarkFlagRequired("manifest")
	root.AddCommand(plot)
	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}
