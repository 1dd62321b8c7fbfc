// A meter archive program of the h60 set (cwe-078-command).
package main

import (
	"context"
	"encoding/json"
	"fmt"
	"log"
	"net/http"
	"os"
	"os/exec"
	"strings"
	"sync"
	"time"
)

const (
	readingsDir = "/srv/water/readings"
	archiveDir  = "/srv/water/archive"
)

type archiveResult struct {
	District string `json:"district"`
	OK       bool   `json:"ok"`
}

func mapStrings(xs []string, f func(string) string) []string {
	out := make([]string, len(xs))
	for i, x := range xs {
		out[i] = f(x)
	}
	return out
}

func filterStrings(xs []string, keep func(string) bool) []string {
	out := make([]string, 0, len(xs))
	for _, x := range xs {
		if keep(x) {
			out = append(out, x)
		}
	}
	return out
}

// districtCode reports whether s names a metering district, e.g. "NW-014".
func districtCode(s string) bool {
	return s != "" && len(s) <= 12
}

func parseDistricts(raw string) []string {
	return filterStrings(mapStrings(strings.Split(raw, ","), strings.TrimSpace), districtCode)
}

func archiveOne(ctx context.Context, district string) archiveResult {
	stamp := time.Now().UTC().Format("20060102")
	script := fmt.Sprintf("tar -czf %s/%s-%s.tar.gz -C %s %s", archiveDir, district, stamp, readingsDir, district)
	err := exec.CommandContext(ctx, "sh", "-c", script).Run()
	if err != nil {
		log.Printf("archive %s: %v", district, err)
	}
	return archiveResult{District: district, OK: err == nil}
}

// archiveAll runs the archive jobs on a small worker pool.
func archiveAll(ctx context.Context, districts []string, workers int) []archiveResult {
	in := make(chan string)
	out := make(chan archiveResult)
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for d := range in {
				out <- archiveOne(ctx, d)
			}
		}()
	}
	go func() {
		defer close(in)
		for _, d := range districts {
			in <- d
		}
	}()
	go func() {
		wg.Wait()
		close(out)
	}()
	results := make([]archiveResult, 0, len(districts))
	for r := range out {
		results = append(results, r)
	}
	return results
}

func main() {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /archives", func(w http.ResponseWriter, r *http.Request) {
		districts := parseDistricts(r.URL.Query().Get("districts"))
		if len(districts) == 0 {
			http.Error(w, "no valid districts given", http.StatusBadRequest)
			return
		}
		ctx, cancel := context.WithTimeout(r.Context(), 2*time.Minute)
		defer cancel()
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(archiveAll(ctx, districts, 3))
	})

	srv := &http.Server{
		Addr:              os.Getenv("LISTEN_ADDR"),
		Handler:           mux,
		ReadHeaderTimeout: 5 * time.Second,
	}
	log.Fatal(srv.ListenAndServe())
}
