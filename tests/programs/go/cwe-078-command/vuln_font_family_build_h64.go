// A font family build program of the h64 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"log"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"time"

	"github.com/gorilla/mux"
)

type buildTarget struct {
	Format      string `json:"format"`
	Interpolate bool   `json:"interpolate"`
}

type buildRequest struct {
	Targets []buildTarget `json:"targets"`
	Note    string        `json:"note"`
}

const (
	sourcesDir = "/srv/foundry/sources"
	buildDir   = "/srv/foundry/build"
)

var familySlug = regexp.MustCompile(`^[a-z0-9][a-z0-9-]{1,40}$`)

// output formats fontmake is allowed to produce on the build host
var outputFormats = map[string]bool{"otf": true, "ttf": true, "variable": true, "ufo": true}

func buildFamily(w http.ResponseWriter, r *http.Request) {
	family := mux.Vars(r)["family"]
	if !familySlug.MatchString(family) {
		http.Error(w, "unknown family", http.StatusBadRequest)
		return
	}
	var req buildRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || len(req.Targets) == 0 {
		http.Error(w, "expected at least one target", http.StatusBadRequest)
		return
	}
	if !outputFormats[req.Targets[0].Format] {
		http.Error(w, "unsupported output format", http.StatusBadRequest)
		return
	}

	designspace := filepath.Join(sourcesDir, family, family+".designspace")
	outDir := filepath.Join(buildDir, family)
	ctx, cancel := context.WithTimeout(r.Context(), 10*time.Minute)
	defer cancel()

	logs := map[string]string{}
	for _, t := range req.Targets {
		cmdline := "fontmake -m " + designspace + " -o " + t.Format + " --output-dir " + outDir
		if t.Interpolate {
			cmdline += " -i"
		}
		out, err := exec.CommandContext(ctx, "sh", "-c", cmdline).CombinedOutput()
		if err != nil {
			log.Printf("build %s/%s: %v", family, t.Format, err)
			logs[t.Format] = "failed"
			continue
		}
		logs[t.Format] = string(out)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{"family": family, "logs": logs})
}

func main() {
	r := mux.NewRouter()
	r.HandleFunc("/families/{family}/build", buildFamily).Methods(http.MethodPost)
	srv := &http.Server{Addr: ":8443", Handler: r, ReadHeaderTimeout: 10 * time.Second}
	log.Fatal(srv.ListenAndServeTLS(os.Getenv("TLS_CERT_FILE"), os.Getenv("TLS_KEY_FILE")))
}
