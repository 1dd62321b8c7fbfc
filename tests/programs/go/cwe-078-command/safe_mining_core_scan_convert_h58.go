// mining core scan convert (h58 set)
package coresamples

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sync"
	"time"
)

// ConvertRequest asks for drill-core scans to be exported for the geology team.
type ConvertRequest struct {
	Samples []string `json:"samples"`
	Format  string   `json:"format"`
}

type conversion struct {
	Sample string `json:"sample"`
	Output string `json:"output,omitempty"`
	Error  string `json:"error,omitempty"`
}

var (
	scanDir   = os.Getenv("CORE_SCAN_DIR")
	exportDir = os.Getenv("CORE_EXPORT_DIR")
	sampleID  = regexp.MustCompile(`^DH[0-9]{3}-[0-9]{4}(\.[0-9]{1,2})?$`)
	// output formats the geology team works with, mapped to GDAL driver names
	gdalDrivers = map[string]string{"png": "PNG", "jpeg": "JPEG", "geotiff": "GTiff"}
)

func gdalCommand(ctx context.Context, format, src, dst string) *exec.Cmd {
	return exec.CommandContext(ctx, "gdal_translate", "-of", format, src, dst)
}

func convertOne(ctx context.Context, format, sample string) conversion {
	if !sampleID.MatchString(sample) {
		return conversion{Sample: sample, Error: "invalid drill-hole sample id"}
	}
	src := filepath.Join(scanDir, sample+".tif")
	dst := filepath.Join(exportDir, sample+".out")
	ctx, cancel := context.WithTimeout(ctx, 2*time.Minute)
	defer cancel()
	if err := gdalCommand(ctx, format, src, dst).Run(); err != nil {
		return conversion{Sample: sample, Error: "conversion failed"}
	}
	return conversion{Sample: sample, Output: filepath.Base(dst)}
}

// runPool converts samples with a bounded number of goroutines.
func runPool(ctx context.Context, format string, samples []string, size int) []conversion {
	in := make(chan string)
	out := make(chan conversion, len(samples))
	var wg sync.WaitGroup
	for i := 0; i < size; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for s := range in {
				out <- convertOne(ctx, format, s)
			}
		}()
	}
	for _, s := range samples {
		in <- s
	}
	close(in)
	wg.Wait()
	close(out)

	results := make([]conversion, 0, len(samples))
	for c := range out {
		results = append(results, c)
	}
	return results
}

// HandleConvert is mounted at POST /core-scans/convert.
func HandleConvert(w http.ResponseWriter, r *http.Request) {
	var req ConvertRequest
	if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<16)).Decode(&req); err != nil {
		http.Error(w, "bad request body", http.StatusBadRequest)
		return
	}
	driver, known := gdalDrivers[req.Format]
	if !known || len(req.Samples) == 0 || len(req.Samples) > 200 {
		http.Error(w, "a known format and 1-200 samples are required", http.StatusUnprocessableEntity)
		return
	}
	results := runPool(r.Context(), driver, req.Samples, 4)
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(results)
}
