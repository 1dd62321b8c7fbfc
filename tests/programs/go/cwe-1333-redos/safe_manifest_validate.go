// Validates the job names in a submitted CI pipeline manifest before it is queued.
package pipelines

import (
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
)

var jobNamePattern = regexp.MustCompile(`^([a-z0-9]+[-_]?)+$`)

type Job struct {
	Name   string   `json:"name"`
	Image  string   `json:"image"`
	Script []string `json:"script"`
}

type Manifest struct {
	Pipeline string `json:"pipeline"`
	Jobs     []Job  `json:"jobs"`
}

func validateManifest(m *Manifest) error {
	if len(m.Jobs) == 0 || len(m.Jobs) > 50 {
		return fmt.Errorf("manifest must define between 1 and 50 jobs")
	}
	for i, job := range m.Jobs {
		if !jobNamePattern.MatchString(job.Name) {
			return fmt.Errorf("job %d: invalid name %q", i, job.Name)
		}
	}
	return nil
}

func SubmitManifest(enqueue func(*Manifest) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var m Manifest
		if err := json.NewDecoder(http.MaxBytesReader(w, r.Body, 1<<20)).Decode(&m); err != nil {
			http.Error(w, "manifest is not valid JSON", http.StatusBadRequest)
			return
		}
		if err := validateManifest(&m); err != nil {
			http.Error(w, err.Error(), http.StatusUnprocessableEntity)
			return
		}
		if err := enqueue(&m); err != nil {
			http.Error(w, "queue unavailable", http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusAccepted)
	}
}
