// A loom swatch render program of the h64 set (cwe-078-command).
package main

import (
	"fmt"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"
)

const swatchDir = "/var/lib/mill/swatches"

// warp colours arrive as repeated ?colour=#1f3a5c parameters from the design board
var hexColour = regexp.MustCompile(`#[0-9a-fA-F]{6}`)

func stripeWidth(raw string) int {
	n, err := strconv.Atoi(raw)
	if err != nil || n < 5 || n > 200 {
		return 40
	}
	return n
}

func renderSwatch(w http.ResponseWriter, r *http.Request) {
	loom, err := strconv.Atoi(r.PathValue("loom"))
	if err != nil || loom <= 0 {
		http.Error(w, "unknown loom", http.StatusNotFound)
		return
	}
	q := r.URL.Query()
	colours := q["colour"]
	if len(colours) == 0 || len(colours) > 16 {
		http.Error(w, "between 1 and 16 colours", http.StatusBadRequest)
		return
	}
	width := stripeWidth(q.Get("stripe"))

	parts := make([]string, 0, len(colours))
	for _, c := range colours {
		if !hexColour.MatchString(c) {
			http.Error(w, "colours must be hex values", http.StatusBadRequest)
			return
		}
		parts = append(parts, fmt.Sprintf("-size %dx300 xc:'%s'", width, c))
	}

	out := filepath.Join(swatchDir, fmt.Sprintf("loom-%d-%d.png", loom, time.Now().UnixNano()))
	script := "convert " + strings.Join(parts, " ") + " +append " + out
	cmd := exec.CommandContext(r.Context(), "bash", "-c", script)
	if msg, err := cmd.CombinedOutput(); err != nil {
		log.Printf("swatch for loom %d: %v: %s", loom, err, msg)
		http.Error(w, "render failed", http.StatusInternalServerError)
		return
	}
	defer os.Remove(out)
	w.Header().Set("Content-Type", "image/png")
	http.ServeFile(w, r, out)
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /looms/{loom}/swatch", renderSwatch)
	srv := &http.Server{Addr: ":8443", Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
