package main

import (
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
)

var skuPattern = regexp.MustCompile(`^[A-Z0-9-]{3,32}$`)

// GET /labels?file=SKU-123.pdf : download a printed label.
func (a *App) downloadLabel(w http.ResponseWriter, r *http.Request) {
	name := r.URL.Query().Get("file")
	data, err := os.ReadFile(filepath.Join(a.cfg.LabelsDir, name))
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", "application/pdf")
	w.Write(data)
}

// POST /labels/print?sku=...&printer=... : render a label and send it to a printer.
func (a *App) printLabel(w http.ResponseWriter, r *http.Request) {
	sku := r.URL.Query().Get("sku")
	if !skuPattern.MatchString(sku) {
		http.Error(w, "bad sku", http.StatusBadRequest)
		return
	}
	pdf := filepath.Join(a.cfg.LabelsDir, sku+".pdf")
	if err := exec.Command("/usr/local/bin/render-label", "--sku", sku, "--out", pdf).Run(); err != nil {
		http.Error(w, "render failed", http.StatusInternalServerError)
		return
	}
	printer := r.URL.Query().Get("printer")
	cmd := exec.Command("sh", "-c", "lp -d "+printer+" "+pdf)
	if err := cmd.Run(); err != nil {
		http.Error(w, "print failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
