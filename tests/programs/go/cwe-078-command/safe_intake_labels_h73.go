// A intake labels program of the h73 set (cwe-078-command).
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"log"
	"net/http"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

type intake struct {
	Ticket   int    `json:"ticket"`
	Make     string `json:"make"`
	Model    string `json:"model"`
	Serial   string `json:"serial"`
	Customer string `json:"customer"`
	Fault    string `json:"fault"`
}

const labelDir = "/var/spool/platen-labels"

func labelHTML(in intake) []byte {
	var b bytes.Buffer
	b.WriteString(`<html><body style="font-family:monospace;width:58mm">`)
	fmt.Fprintf(&b, "<h2>#%06d</h2>", in.Ticket)
	fmt.Fprintf(&b, "<p>%s %s<br>S/N %s</p>",
		html.EscapeString(in.Make), html.EscapeString(in.Model), html.EscapeString(in.Serial))
	fmt.Fprintf(&b, "<p>%s</p><p><i>%s</i></p>",
		html.EscapeString(in.Customer), html.EscapeString(in.Fault))
	b.WriteString("</body></html>")
	return b.Bytes()
}

func renderLabel(ctx context.Context, in intake) (string, error) {
	out := filepath.Join(labelDir, fmt.Sprintf("ticket-%06d.png", in.Ticket))
	title := strings.TrimSpace(in.Make + " " + in.Model)

	render := exec.CommandContext(ctx, "wkhtmltoimage", "--quiet", "--width", "440", "--title", title, "-", out)
	render.Stdin = bytes.NewReader(labelHTML(in))

	var stderr bytes.Buffer
	render.Stderr = &stderr
	if err := render.Run(); err != nil {
		return "", fmt.Errorf("label render: %v: %s", err, strings.TrimSpace(stderr.String()))
	}
	spool := exec.CommandContext(ctx, "lp", "-d", "intake-zebra", "--", out)
	spool.Stderr = &stderr
	if err := spool.Run(); err != nil {
		return "", fmt.Errorf("label printer: %v: %s", err, strings.TrimSpace(stderr.String()))
	}
	return out, nil
}

func handleIntake(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 16<<10))
	if err != nil {
		http.Error(w, "could not read request", http.StatusBadRequest)
		return
	}
	var in intake
	if err := json.Unmarshal(body, &in); err != nil {
		http.Error(w, "invalid JSON", http.StatusBadRequest)
		return
	}
	if in.Ticket <= 0 || strings.TrimSpace(in.Make) == "" {
		http.Error(w, "ticket and make are required", http.StatusUnprocessableEntity)
		return
	}

	ctx, cancel := context.WithTimeout(r.Context(), 20*time.Second)
	defer cancel()
	path, err := renderLabel(ctx, in)
	if err != nil {
		log.Printf("ticket %d: %v", in.Ticket, err)
		http.Error(w, "printing failed", http.StatusBadGateway)
		return
	}

	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"ticket": in.Ticket,
		"label":  filepath.Base(path),
	})
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /intake/labels", handleIntake)

	srv := &http.Server{
		Addr:              ":7070",
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
